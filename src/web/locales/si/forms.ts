import type { forms as english } from '../en/forms';

export const forms = {
  'form.error.required': 'මෙම ක්ෂේත්‍රය අනිවාර්යයි.',
  'form.error.tooShort': 'අවම වශයෙන් අක්ෂර {min}ක් තිබිය යුතුය.',
  'form.error.tooLong': 'අක්ෂර {max}කට වඩා නොතිබිය යුතුය.',
  'form.error.email': 'name@example.com වැනි වලංගු ඊමේල් ලිපිනයක් ඇතුළත් කරන්න.',
  'form.error.choose': 'විකල්පයක් තෝරන්න.',
  'form.error.invalid': 'මෙම අගය පරීක්ෂා කරන්න.',
} satisfies Record<keyof typeof english, string>;

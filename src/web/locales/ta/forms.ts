import type { forms as english } from '../en/forms';

export const forms = {
  'form.error.required': 'இந்தப் புலம் கட்டாயமானது.',
  'form.error.tooShort': 'குறைந்தது {min} எழுத்துகள் இருக்க வேண்டும்.',
  'form.error.tooLong': 'அதிகபட்சம் {max} எழுத்துகள் மட்டுமே இருக்கலாம்.',
  'form.error.email': 'name@example.com போன்ற சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.',
  'form.error.choose': 'ஒரு விருப்பத்தைத் தேர்ந்தெடுக்கவும்.',
  'form.error.invalid': 'இந்த மதிப்பைச் சரிபார்க்கவும்.',
} satisfies Record<keyof typeof english, string>;

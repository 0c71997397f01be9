import type { catalog as english } from '../en/catalog';

export const catalog = {
  'catalog.browseTitle': 'භාණ්ඩ බලන්න',
  'catalog.browseIntro': 'ශ්‍රී ලංකාව පුරා ගොවීන්ගෙන් නැවුම් එළවළු, සතුන්, පැළ, බීජ සහ උපකරණ.',
  'catalog.productNotFound': 'භාණ්ඩය හමු නොවීය හෝ ලබා ගත නොහැක',
  'catalog.sellerNotFound': 'මෙම විකුණුම්කරු හමු නොවීය.',
  'catalog.backToBrowse': 'භාණ්ඩ වෙත ආපසු',
} satisfies Record<keyof typeof english, string>;

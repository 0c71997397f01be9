/**
 * How many SMS parts a text takes, as the networks count them. A text wholly in the GSM 7-bit alphabet fits 160
 * characters in one part and 153 in each part of a longer one (the rest of each part carries the header that joins
 * them); the alphabet's extension characters (`€`, `[`, `]`, `{`, `}`, `\`, `^`, `~`, `|`, form feed) take two.
 * Any other character (every Sinhala and Tamil letter) sends the whole text as UCS-2: 70 UTF-16 units in one part,
 * 67 in each part of a longer one, and a character outside the Basic Multilingual Plane (an emoji) is two units
 * that are never split between parts.
 */

const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ ÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const gsmExtension = '\f^{}\\[~]|€';

const basic = new Set(gsmBasic);
const extension = new Set(gsmExtension);

export type SmsEncoding = 'gsm-7' | 'ucs-2';

export type SmsParts = { encoding: SmsEncoding; parts: number; units: number };

const limits: Record<SmsEncoding, { single: number; perPart: number }> = {
  'gsm-7': { single: 160, perPart: 153 },
  'ucs-2': { single: 70, perPart: 67 },
};

/** The encoding a text is sent in, how many units it takes in it, and how many parts. An empty text is one part. */
export function smsParts(text: string): SmsParts {
  const characters = [...text];
  const isGsm = characters.every((character) => basic.has(character) || extension.has(character));
  const encoding: SmsEncoding = isGsm ? 'gsm-7' : 'ucs-2';
  // A character's width in its encoding: an extension character is an escape and itself; a character beyond the
  // Basic Multilingual Plane is a surrogate pair.
  const widths = characters.map((character) => (isGsm ? (extension.has(character) ? 2 : 1) : character.length));
  const units = widths.reduce((sum, width) => sum + width, 0);
  const { single, perPart } = limits[encoding];
  if (units <= single) return { encoding, parts: 1, units };
  // Filled part by part, a character that does not fit whole going to the next.
  let parts = 1;
  let used = 0;
  for (const width of widths) {
    if (used + width > perPart) {
      parts += 1;
      used = 0;
    }
    used += width;
  }
  return { encoding, parts, units };
}

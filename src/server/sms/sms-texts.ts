import type { Language } from '@domain/i18n/languages';
import { formatSriLankanPhone } from '@domain/phone';

type Texts = {
  /**
   * The sign-in code. Its last line is the WebOTP form (`@host #code`): Chrome on Android offers the code to the
   * page of that host alone, and fills it in with one tap.
   */
  signInCode: (code: string, host: string) => string;
  /** To the old number, when an account's number is changed: nothing but our words and the new number, half hidden. */
  numberChanged: (newNumber: string) => string;
};

/** `077 *** 4567`: enough for the owner to know it, not a number for a stranger to call. */
export function partlyHiddenNumber(number: string): string {
  const shown = formatSriLankanPhone(number);
  return `${shown.slice(0, 3)} *** ${shown.slice(8)}`;
}

const webOtpLine = (code: string, host: string) => `@${host} #${code}`;

/**
 * The text messages the market sends, in the recipient's language. Sinhala and Tamil go as UCS-2 (70 characters in
 * one part, 67 in each part of two): each text stays within two parts with the longest values it can hold
 * (sms-texts.test.ts).
 */
export const smsTexts: Record<Language, Texts> = {
  en: {
    signInCode: (code, host) => `${code} is your Govi Market code. It works for 5 minutes. Never share it.\n\n${webOtpLine(code, host)}`,
    numberChanged: (newNumber) =>
      `The phone number of your Govi Market account was changed to ${partlyHiddenNumber(newNumber)}. Not you? Contact Govi Market support.`,
  },
  si: {
    signInCode: (code, host) => `ඔබගේ Govi Market කේතය ${code}. විනාඩි 5ක් වලංගුයි. කිසිවෙකුට නොදෙන්න.\n\n${webOtpLine(code, host)}`,
    numberChanged: (newNumber) => `ඔබගේ Govi Market ගිණුමේ අංකය ${partlyHiddenNumber(newNumber)} ලෙස වෙනස් විය. ඔබ නොවේ නම් සහාය අමතන්න.`,
  },
  ta: {
    signInCode: (code, host) => `உங்கள் Govi Market குறியீடு ${code}. 5 நிமிடம் செல்லும். யாரிடமும் சொல்லாதீர்கள்.\n\n${webOtpLine(code, host)}`,
    numberChanged: (newNumber) =>
      `உங்கள் Govi Market கணக்கின் எண் ${partlyHiddenNumber(newNumber)} ஆக மாற்றப்பட்டது. நீங்கள் இல்லையெனில் உதவியை அணுகவும்.`,
  },
};

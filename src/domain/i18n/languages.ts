export const languages = ['en', 'si', 'ta'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** The cookie the web app keeps the chosen language in, so the server answers in it too (page heads, e-mails). */
export const languageCookie = 'lang';

/** BCP 47 tags used for number and date formatting: the language as spoken in Sri Lanka. */
export const localeOf: Record<Language, string> = {
  en: 'en-LK',
  si: 'si-LK',
  ta: 'ta-LK',
};

/** Each language's own name, shown in the language switch whatever the current language is. */
export const nativeNameOf: Record<Language, string> = {
  en: 'English',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultLanguage, isLanguage, localeOf, type Language } from '../../domain/i18n/languages';
import { en, type MessageKey, type Messages } from '../locales/en';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

const storageKey = 'govi.language';
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  si: () => import('../locales/si').then((module) => module.si),
  ta: () => import('../locales/ta').then((module) => module.ta),
};
const loaded: Partial<Record<Language, Messages>> = { en };

/** Loads a language's messages; English is bundled, the others arrive on first use. */
export async function loadMessages(language: Language): Promise<Messages> {
  const cached = loaded[language];
  if (cached) return cached;
  const messages = await loaders[language as Exclude<Language, 'en'>]();
  loaded[language] = messages;
  return messages;
}

/**
 * Fills `{name}` placeholders. With a numeric `count`, a `key_one` message is used where the
 * language's plural rules say "one" (so English says "1 hour ago", not "1 hours ago").
 */
export function translate(messages: Messages, language: Language, key: MessageKey, params?: TranslateParams): string {
  let message: string = messages[key] ?? en[key] ?? key;
  if (typeof params?.count === 'number') {
    const form = new Intl.PluralRules(localeOf[language]).select(params.count);
    const singular = (messages as Record<string, string>)[`${key}_one`];
    if (form === 'one' && singular) message = singular;
  }
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

export function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey);
  if (isLanguage(stored)) return stored;
  const fromHtml = document.documentElement.lang;
  return isLanguage(fromHtml) ? fromHtml : defaultLanguage;
}

type I18nContextValue = { language: Language; t: Translate; setLanguage(language: Language): Promise<void> };
const I18nContext = createContext<I18nContextValue | null>(null);

export function I18nProvider({ initial, children }: { initial: { language: Language; messages: Messages }; children: ReactNode }) {
  const [state, setState] = useState(initial);

  useEffect(() => {
    document.documentElement.lang = state.language;
  }, [state.language]);

  const setLanguage = useCallback(async (language: Language) => {
    const messages = await loadMessages(language);
    localStorage.setItem(storageKey, language);
    // The server reads this cookie to answer in the same language (page language, e-mails).
    document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
    setState({ language, messages });
  }, []);

  const value = useMemo<I18nContextValue>(
    () => ({
      language: state.language,
      t: (key, params) => translate(state.messages, state.language, key, params),
      setLanguage,
    }),
    [state, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nContextValue {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useI18n must be used within an I18nProvider');
  return context;
}

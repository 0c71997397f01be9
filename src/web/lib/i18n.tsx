import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultLanguage, languageCookie, localeOf, type Language } from '@domain/i18n/languages';
import type { MessageKey, Messages } from '../locales/en';
import { enFirst } from '../locales/en-first';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

const loaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('../locales/en').then((module) => module.en),
  si: () => import('../locales/si').then((module) => module.si),
  ta: () => import('../locales/ta').then((module) => module.ta),
};
const loading = new Map<Language, Promise<Messages>>();
/** Every language whose messages have arrived, whoever asked for them. */
const loaded = new Map<Language, Messages>();
/** Told when a language's messages arrive (the provider listens). */
const arrivals = new Set<(language: Language, messages: Messages) => void>();

/** Loads all of a language's messages once; every language but the first screen's English arrives on demand. */
export function loadMessages(language: Language): Promise<Messages> {
  let messages = loading.get(language);
  if (!messages) {
    messages = loaders[language]();
    loading.set(language, messages);
    // Attached first, so the provider holds the messages before anyone awaiting them renders.
    messages.then(
      (messagesOfLanguage) => {
        loaded.set(language, messagesOfLanguage);
        for (const arrived of arrivals) arrived(language, messagesOfLanguage);
      },
      () => loading.delete(language),
    );
  }
  return messages;
}

let currentLanguage: Language = defaultLanguage;

/**
 * The language the app starts in, and what to render its first screen with: all of the language if it has
 * arrived (a page other than home loads it before it renders: `allMessagesReady`), else English's first-screen
 * part at once, or all of another language, which is loaded before the app starts.
 */
export async function firstMessages(language: Language): Promise<Messages> {
  currentLanguage = language;
  const all = loaded.get(language);
  if (all) return all;
  if (language !== 'en') return loadMessages(language);
  // Only the shell's and the home page's keys: pages that need more (every lazy one) fetch the rest first.
  return enFirst as Messages;
}

/** Resolves once the current language is complete; lazy pages wait for it so they never show raw keys. */
export async function allMessagesReady(): Promise<void> {
  await loadMessages(currentLanguage);
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** Made once a language: making one costs far more than asking it (a page of cards asks dozens of times). */
function pluralRulesOf(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(localeOf[language]);
    pluralRules.set(language, rules);
  }
  return rules;
}

/**
 * Fills `{name}` placeholders. With a numeric `count`, a `key_one` message is used where the
 * language's plural rules say "one" (so English says "1 hour ago", not "1 hours ago").
 */
export function translate(messages: Messages, language: Language, key: MessageKey, params?: TranslateParams): string {
  let message: string = messages[key] ?? key;
  if (typeof params?.count === 'number') {
    const form = pluralRulesOf(language).select(params.count);
    const singular = (messages as Record<string, string>)[`${key}_one`];
    if (form === 'one' && singular) message = singular;
  }
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}

type I18nContextValue = { language: Language; t: Translate; setLanguage(language: Language): Promise<void> };
const I18nContext = createContext<I18nContextValue | null>(null);

export function I18nProvider({ initial, children }: { initial: { language: Language; messages: Messages }; children: ReactNode }) {
  const [state, setState] = useState(initial);
  currentLanguage = state.language;

  // A layout effect, so the provider listens before anything started in the first render (a lazy page asking
  // for all its messages) can arrive; messages that arrived even earlier are taken from `loaded` at once.
  useLayoutEffect(() => {
    document.documentElement.lang = state.language;
    // The first screen may have started with part of English: the whole of it is taken as soon as anything
    // asks for it (another page, the bell: allMessagesReady), and not before, so a visit that stays on the
    // home page never downloads it; a page asks for it together with its own chunk, at no extra wait.
    const arrived = (language: Language, messages: Messages) =>
      setState((previous) => (previous.language === language && previous.messages !== messages ? { ...previous, messages } : previous));
    arrivals.add(arrived);
    const already = loaded.get(state.language);
    if (already) arrived(state.language, already);
    return () => {
      arrivals.delete(arrived);
    };
  }, [state.language]);

  const setLanguage = useCallback(async (language: Language) => {
    const messages = await loadMessages(language);
    // The server reads this cookie to answer in the same language (page language, e-mails).
    document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
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

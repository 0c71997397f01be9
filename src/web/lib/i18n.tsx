import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultLanguage, languageCookie, localeOf, type Language } from '@domain/i18n/languages';
import type { MessageKey, Messages } from '../locales/en';
import { enFirst } from '../locales/en-first';

type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

/**
 * A language's words come in two parts: the market's (every page a visitor or a buyer sees) and the seller area's
 * (its pages and Run Ads, about a third of a language). A public page's start downloads only the first: on a phone
 * network every kilobyte before the page works is felt. The server renders with all of them (entry-server.tsx).
 */
export type MessagesPart = 'market' | 'sellerArea';
export const marketWords: readonly MessagesPart[] = ['market'];
export const everyWord: readonly MessagesPart[] = ['market', 'sellerArea'];

const loaders: Record<Language, Record<MessagesPart, () => Promise<Partial<Messages>>>> = {
  en: {
    market: () => import('../locales/en-market').then((module) => module.enMarket),
    sellerArea: () => import('../locales/en-seller-area').then((module) => module.enSellerArea),
  },
  si: {
    market: () => import('../locales/si-market').then((module) => module.siMarket),
    sellerArea: () => import('../locales/si-seller-area').then((module) => module.siSellerArea),
  },
  ta: {
    market: () => import('../locales/ta-market').then((module) => module.taMarket),
    sellerArea: () => import('../locales/ta-seller-area').then((module) => module.taSellerArea),
  },
};
/** Each part asked for, by language and part. */
const loading = new Map<string, Promise<unknown>>();
/** Every language's words that have arrived so far (its parts together), whoever asked for them. */
const loaded = new Map<Language, Messages>();
/** Told when more of a language's words arrive (the provider listens). */
const arrivals = new Set<(language: Language, messages: Messages) => void>();

function loadPart(language: Language, part: MessagesPart): Promise<unknown> {
  const key = `${language} ${part}`;
  let words = loading.get(key);
  if (!words) {
    words = loaders[language][part]().then((wordsOfPart) => {
      // Added to what has arrived (for English, at least the first screen's words, which the app may be showing: a
      // seller area's page asks for both parts at once, and its words may come first), so the provider holds the
      // words before anyone awaiting them renders.
      const arrived = loaded.get(language) ?? (language === 'en' ? enFirst : {});
      const messages = { ...arrived, ...wordsOfPart } as Messages;
      loaded.set(language, messages);
      for (const arrived of arrivals) arrived(language, messages);
    });
    loading.set(key, words);
    words.catch(() => loading.delete(key));
  }
  return words;
}

/**
 * Loads the given parts of a language's words once (by default all of them, for a change of language anywhere);
 * resolves with all of that language's words that have arrived.
 */
export async function loadMessages(language: Language, parts: readonly MessagesPart[] = everyWord): Promise<Messages> {
  await Promise.all(parts.map((part) => loadPart(language, part)));
  return loaded.get(language) as Messages;
}

let currentLanguage: Language = defaultLanguage;
/** The parts some page or part of a page has asked for: a change of language brings these in the new language. */
const partsInUse = new Set<MessagesPart>(marketWords);

/**
 * The language the app starts in, and what to render its first screen with: what has arrived of the language (a
 * page other than home loads its part before it renders: `messagesReady`), else English's first-screen part at
 * once, or the market's words of another language, which are loaded before the app starts.
 */
export async function firstMessages(language: Language): Promise<Messages> {
  currentLanguage = language;
  const arrived = loaded.get(language);
  if (arrived) return arrived;
  if (language !== 'en') return loadMessages(language, marketWords);
  // Only the shell's and the home page's keys: pages that need more (every lazy one) fetch the rest first.
  return enFirst as Messages;
}

/**
 * Resolves once the current language's given parts have arrived (by default the market's words); lazy pages and
 * parts wait for it so they never show raw keys.
 */
export async function messagesReady(parts: readonly MessagesPart[] = marketWords): Promise<void> {
  for (const part of parts) partsInUse.add(part);
  await loadMessages(currentLanguage, parts);
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
    // The first screen may have started with part of English: the rest is taken as soon as anything
    // asks for it (another page, the bell: messagesReady), and not before, so a visit that stays on the
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
    const messages = await loadMessages(language, [...partsInUse]);
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

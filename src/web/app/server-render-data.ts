import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@domain/i18n/languages';

/**
 * What a page rendered on the server hands to the browser, once: the language and moment it was rendered in,
 * and every answer it was rendered with, so the browser hydrates the same page without asking again.
 */
export type ServerRenderData = {
  language: Language;
  now: number;
  queries: DehydratedState;
  /** The page threw while rendered on the server, which sent "Something went wrong": the browser renders the app afresh. */
  renderFailed?: true;
};

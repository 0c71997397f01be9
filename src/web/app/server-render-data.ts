import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@domain/i18n/languages';
import type { FormAnswer } from '@domain/site/page-render';

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
  /**
   * A private page's shell (header, footer, title, loading): the browser renders the page in its place rather than
   * hydrate it, since the page's first render is its own.
   */
  shell?: true;
  /** The page was rendered for a reader saving data (smaller photos): the app renders the same. */
  saveData?: true;
  /** The page answers a form sent without the app: the form shows the same on hydrating. */
  formAnswer?: FormAnswer;
};

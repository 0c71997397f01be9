import { common } from './en/common';
import { home } from './en/home';

/**
 * The English the first screen needs (the shell and the home page), shipped with the first download;
 * the rest of English arrives in its own chunk, before any other page is shown (see lib/i18n.tsx).
 */
export const enFirst = { ...common, ...home };

import type { FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, type Language } from '../../domain/i18n/languages';

/** The web app keeps the chosen language in this cookie so the server can answer in it too. */
export const languageCookie = 'lang';

export function languageOfRequest(request: FastifyRequest): Language {
  const value = request.cookies?.[languageCookie];
  return isLanguage(value) ? value : defaultLanguage;
}

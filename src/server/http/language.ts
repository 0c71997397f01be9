import type { FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, languageCookie, type Language } from '@domain/i18n/languages';

/** The language chosen on the requesting device (the `lang` cookie), if one was. */
export function chosenLanguage(request: FastifyRequest): Language | undefined {
  const value = request.cookies?.[languageCookie];
  return isLanguage(value) ? value : undefined;
}

export function languageOfRequest(request: FastifyRequest): Language {
  return chosenLanguage(request) ?? defaultLanguage;
}

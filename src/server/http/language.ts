import type { FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, languageCookie, type Language } from '@domain/i18n/languages';

export function languageOfRequest(request: FastifyRequest): Language {
  const value = request.cookies?.[languageCookie];
  return isLanguage(value) ? value : defaultLanguage;
}

import { z } from 'zod';
import { languages } from '../i18n/languages';

/** `/manifest.webmanifest?lang=si`: each page links the manifest in its own language. */
export const appManifestQuerySchema = z.object({ lang: z.enum(languages).optional() });

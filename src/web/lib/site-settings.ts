import { siteSettingsMetaName, type SiteSettings } from '@domain/site/site-settings';

let cached: SiteSettings | undefined;

/** Reads the settings the server wrote into the page's head (no request needed). */
export function useSiteSettings(): SiteSettings {
  if (!cached) {
    const content = document.querySelector<HTMLMetaElement>(`meta[name="${siteSettingsMetaName}"]`)?.content;
    const parsed = content ? (JSON.parse(content) as Partial<SiteSettings>) : {};
    cached = { currency: parsed.currency ?? 'LKR', mailEnabled: parsed.mailEnabled ?? false };
  }
  return cached;
}

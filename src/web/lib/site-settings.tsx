import { createContext, useContext } from 'react';
import { siteSettingsMetaName, type SiteSettings } from '@domain/site/site-settings';

const SiteSettingsContext = createContext<SiteSettings | null>(null);

/** Holds the server's settings for the app: given by the server's renderer, or read from the page's head. */
export const SiteSettingsProvider = SiteSettingsContext.Provider;

/** Reads the settings the server wrote into the page's head (no request needed). */
export function readSiteSettings(): SiteSettings {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${siteSettingsMetaName}"]`)?.content;
  const parsed = content ? (JSON.parse(content) as Partial<SiteSettings>) : {};
  return {
    currency: parsed.currency ?? 'LKR',
    mailEnabled: parsed.mailEnabled ?? false,
    smsEnabled: parsed.smsEnabled ?? false,
    demoMarket: parsed.demoMarket ?? false,
  };
}

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings must be used within a SiteSettingsProvider');
  return settings;
}

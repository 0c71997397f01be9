/** The server settings the web app may read; the server writes them into each page's head. */
export type SiteSettings = { currency: string; mailEnabled: boolean };

export const siteSettingsMetaName = 'govi-settings';

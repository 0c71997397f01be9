/** The server settings the web app may read; the server writes them into each page's head. */
export type SiteSettings = {
  currency: string;
  mailEnabled: boolean;
  /** Text messages can be sent: signing in with a phone number is offered. */
  smsEnabled: boolean;
  /** Seeded with invented farmers and products (`npm run seed -- --demo`): every page says so. */
  demoMarket: boolean;
};

export const siteSettingsMetaName = 'govi-settings';

/**
 * Words that mark a user agent as a program rather than a person at a browser: search and social crawlers,
 * link-preview fetchers (a shared link is fetched by the chat app, not opened by anyone), test and audit
 * browsers, and HTTP libraries. Matched case-insensitively anywhere in the agent. Apps' in-app browsers are
 * people (Telegram's names itself "Telegram-Android"), so only their preview fetchers are listed ("TelegramBot").
 */
const botMarkers = [
  'bot',
  'crawl',
  'spider',
  'slurp',
  'facebookexternalhit',
  'facebookcatalog',
  'whatsapp',
  'skypeuripreview',
  'embedly',
  'preview',
  'feedfetcher',
  'mediapartners-google',
  'google-inspectiontool',
  'googleother',
  'ia_archiver',
  'headlesschrome',
  'lighthouse',
  'ptst',
  'phantomjs',
  'curl',
  'wget',
  'python-requests',
  'python-urllib',
  'python-httpx',
  'aiohttp',
  'scrapy',
  'node-fetch',
  'undici',
  'axios',
  'go-http-client',
  'okhttp',
  'java/',
  'apache-httpclient',
  'libwww-perl',
  'postmanruntime',
  'insomnia',
];

const botPattern = new RegExp(botMarkers.map((marker) => marker.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'i');

/** Phones whose model names contain a marker ("CUBOT P30" holds "bot"): people, not programs. */
const peopleLookingLikeBots = /cubot/gi;

/** True for an agent that is obviously not a person's browser; a missing or blank agent counts as one. */
export function isLikelyBot(userAgent: string | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return botPattern.test(userAgent.replace(peopleLookingLikeBots, ''));
}

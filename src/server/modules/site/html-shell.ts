import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../../domain/i18n/languages';
import { siteSettingsMetaName, type SiteSettings } from '../../../domain/site/site-settings';
import type { District } from '../../../domain/catalog/districts';
import type { Unit } from '../../../domain/catalog/product-options';
import { districtNames, perUnitNames } from '../../../domain/catalog/taxonomy-names';
import { formatMoney } from '../../../domain/money';
import { pageHeads } from '../../../domain/site/page-heads';
import { matchPage, pageTitle, pages, siteKeywords, siteName, type PageId } from '../../../domain/site/pages';

const headPlaceholder = '<!--app-head-->';

/** Used when the web app has not been built (API tests): the same head, an empty body. */
const fallbackTemplate = `<!doctype html><html lang="en"><head><meta charset="utf-8">${headPlaceholder}</head><body><div id="root"></div></body></html>`;

export function loadShellTemplate(webDir: string): string {
  const file = path.join(webDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : fallbackTemplate;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type PageHead = { title: string; description: string; noindex: boolean; image?: string; type?: 'website' | 'product' };

/** A listed product's head: its title, price, place and photo, so a shared link previews it. */
export function productHead(
  product: { title: string; description: string; priceCents: number; unit: Unit; district: District; town: string | null },
  { coverUrl, language, currency, publicUrl }: { coverUrl: string | null; language: Language; currency: string; publicUrl: string },
): PageHead {
  const place = [product.town, districtNames[product.district][language]].filter(Boolean).join(', ');
  const price = `${formatMoney(product.priceCents, currency, language)} ${perUnitNames[product.unit][language]}`;
  const summary = product.description.replace(/\s+/g, ' ').slice(0, 160);
  return {
    title: pageTitle(product.title),
    description: `${price} · ${place}. ${summary}`,
    noindex: false,
    type: 'product',
    ...(coverUrl && { image: `${publicUrl}${coverUrl}` }),
  };
}

/** What a page says about itself in its head, in the reader's language (a listed product's page says more: `productHead`). */
export function headForPath(pathname: string, language: Language): { status: number; head: PageHead } {
  return headForPage(matchPage(pathname).id, language);
}

/** The not-found page's head, with its 404: for unknown paths and for products the reader may not see. */
export function notFoundHead(language: Language): { status: number; head: PageHead } {
  return headForPage('notFound', language);
}

function headForPage(id: PageId, language: Language): { status: number; head: PageHead } {
  const text = pageHeads[language][id];
  return {
    status: id === 'notFound' ? 404 : 200,
    head: { title: pageTitle(text.title), description: text.description, noindex: pages[id].private },
  };
}

export function renderShell(
  template: string,
  {
    head,
    pathname,
    language,
    publicUrl,
    siteSettings,
  }: { head: PageHead; pathname: string; language: Language; publicUrl: string; siteSettings: SiteSettings },
): string {
  const url = `${publicUrl}${pathname}`;
  const tags = [
    `<meta name="${siteSettingsMetaName}" content="${escapeHtml(JSON.stringify(siteSettings))}">`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="keywords" content="${escapeHtml(siteKeywords.join(', '))}">`,
    head.noindex ? '<meta name="robots" content="noindex, nofollow">' : `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${siteName}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeHtml(head.image)}">`,
          `<meta name="twitter:image" content="${escapeHtml(head.image)}">`,
        ]
      : []),
  ];
  // Replacer functions, so "$&" and the like in a path or title are not read as replacement patterns.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(headPlaceholder, () => tags.join('\n    '));
}

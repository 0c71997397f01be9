import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@domain/i18n/languages';
import { siteSettingsMetaName, type SiteSettings } from '@domain/site/site-settings';
import type { District } from '@domain/catalog/districts';
import type { Unit } from '@domain/catalog/product-options';
import { districtNames, perUnitNames } from '@domain/catalog/taxonomy-names';
import { formatMoney, minorUnitsToDecimal } from '@domain/money';
import type { RatingSummary, Review } from '@domain/reviews/review.schema';
import { pageHeadTitle, pageHeads, renderFailedHeads } from '@domain/site/page-heads';
import { pages, pageTitle, siteKeywords, siteName, type PageId } from '@domain/site/pages';
import { escapeHtml } from '@domain/escape-html';

const headPlaceholder = '<!--app-head-->';

/** The meta element naming the files of a page's start, read by `/start.js`. */
export const pageScriptsMetaName = 'govi-scripts';

/** Used when the web app has not been built (API tests): the same head, an empty body. */
const fallbackTemplate = `<!doctype html><html lang="en"><head><meta charset="utf-8">${headPlaceholder}</head><body><div id="root"></div></body></html>`;

export function loadShellTemplate(webDir: string): string {
  const file = path.join(webDir, 'index.html');
  if (!existsSync(file)) return fallbackTemplate;
  return scriptsAfterContent(inlineStylesheets(readFileSync(file, 'utf8'), webDir), startScriptPath(webDir));
}

/** `/start.js` named with a hash of its content, so a cached copy never meets a page it was not built with. */
function startScriptPath(webDir: string): string {
  const file = path.join(webDir, 'start.js');
  const version = existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12) : 'none';
  return `/start.js?v=${version}`;
}

/**
 * The app's code asked for after the page's content (decisions 028 and 035): Vite writes the entry script and a
 * modulepreload link for each chunk it imports into the head, which on a slow phone network has the browser
 * share the first second's bandwidth between the page and ~100 KB of JavaScript. The page is rendered on the
 * server, so its content can paint first: the entry is named to `/start.js`, which imports it once the page's
 * main photo is painted (dynamic imports still preload their chunks' imports, through Vite's helper).
 */
function scriptsAfterContent(html: string, startScript: string): string {
  const entries: string[] = [];
  const withoutScripts = html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g, (_script, src: string) => {
      entries.push(src);
      return '';
    });
  // Async in the head, a few hundred bytes: it runs by the first paint and holds what is pressed or typed
  // before the app runs (decision 035); it asks for the entry itself only after the main photo.
  const starts = entries.map((entry) => `<script src="${startScript}" data-entry="${escapeHtml(entry)}" async></script>`);
  return withoutScripts.replace('</head>', () => `${starts.join('')}</head>`);
}

/**
 * The app's stylesheet written into the page instead of linked (8 KB compressed): the first paint no longer
 * waits for a second request, which on a slow phone network costs a round trip and more. The security policy
 * allows inline styles; `</style` cannot occur in the built CSS, but is refused rather than trusted.
 */
function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g, (link, href: string) => {
    const css = readFileSync(path.join(webDir, href), 'utf8');
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}

const rootElement = '<div id="root"></div>';

/** The page's HTML before and after the empty root element, for a server-rendered app to go between (its tags included). */
export function splitAtRoot(html: string): [string, string] {
  const at = html.indexOf(rootElement);
  if (at < 0) throw new Error('The page template has no empty root element');
  return [`${html.slice(0, at)}<div id="root">`, html.slice(at + rootElement.length)];
}

/**
 * JSON inside a <script> element: `<`, `>` and `&` written as escapes, so no text in it (a review's comment,
 * say) can close the element or open another; U+2028 and U+2029 too, which older parsers took for line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type PageHead = {
  title: string;
  description: string;
  noindex: boolean;
  image?: string;
  type?: 'website' | 'product';
  /** schema.org data for search engines, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
};

/** What a product page's head says of its ratings: the summary and the newest public reviews. */
export type ProductHeadReviews = { summary: RatingSummary; latest: Review[] };

/** A listed product's head: its title, price, place and photo, so a shared link previews it. */
export function productHead(
  product: {
    id: string;
    title: string;
    description: string;
    priceCents: number;
    unit: Unit;
    district: District;
    town: string | null;
    quantity: number;
  },
  {
    coverUrl,
    language,
    currency,
    publicUrl,
    reviews,
  }: { coverUrl: string | null; language: Language; currency: string; publicUrl: string; reviews?: ProductHeadReviews | undefined },
): PageHead {
  const place = [product.town, districtNames[product.district][language]].filter(Boolean).join(', ');
  const price = `${formatMoney(product.priceCents, currency, language)} ${perUnitNames[product.unit][language]}`;
  const summary = product.description.replace(/\s+/g, ' ').slice(0, 160);
  const average = reviews?.summary.average;
  const rating = average != null && reviews ? `★ ${average.toFixed(1)} (${reviews.summary.count}) · ` : '';
  const image = coverUrl ? `${publicUrl}${coverUrl}` : undefined;
  return {
    title: pageHeadTitle('product', language, product.title),
    description: `${rating}${price} · ${place}. ${summary}`,
    noindex: false,
    type: 'product',
    ...(image && { image }),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: summary,
      url: `${publicUrl}/product/${product.id}`,
      ...(image && { image }),
      offers: {
        '@type': 'Offer',
        price: minorUnitsToDecimal(product.priceCents, currency),
        priceCurrency: currency,
        availability: `https://schema.org/${product.quantity > 0 ? 'InStock' : 'OutOfStock'}`,
      },
      ...(average != null &&
        reviews && {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: average,
            reviewCount: reviews.summary.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.latest.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            ...(review.comment && { reviewBody: review.comment }),
          })),
        }),
    },
  };
}

/** The not-found page's head, with its 404: for unknown paths and for products the reader may not see. */
export function notFoundHead(language: Language): { status: number; head: PageHead } {
  return headForPage('notFound', language);
}

/** The head of the page sent when a page threw while rendering, with its 500; not for search engines. */
export function renderFailedHead(language: Language): { status: number; head: PageHead } {
  const text = renderFailedHeads[language];
  return { status: 500, head: { title: pageTitle(text.title), description: text.description, noindex: true } };
}

/** What a page says about itself in its head, in the reader's language (a listed product's page says more: `productHead`). */
export function headForPage(id: PageId, language: Language): { status: number; head: PageHead } {
  const text = pageHeads[language][id];
  return {
    status: id === 'notFound' ? 404 : 200,
    head: { title: pageHeadTitle(id, language), description: text.description, noindex: pages[id].private },
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
    scripts = [],
  }: {
    head: PageHead;
    pathname: string;
    language: Language;
    publicUrl: string;
    siteSettings: SiteSettings;
    /** The files the page's start needs, for `/start.js` to fetch at once when it starts the app (not before). */
    scripts?: readonly string[];
  },
): string {
  const url = `${publicUrl}${pathname}`;
  const tags = [
    ...(scripts.length > 0 ? [`<meta name="${pageScriptsMetaName}" content="${escapeHtml(scripts.join(' '))}">`] : []),
    `<meta name="${siteSettingsMetaName}" content="${escapeHtml(JSON.stringify(siteSettings))}">`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="manifest" href="/manifest.webmanifest?lang=${language}">`,
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
    ...(head.structuredData ? [`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`] : []),
  ];
  // Replacer functions, so "$&" and the like in a path or title are not read as replacement patterns.
  return template.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`).replace(headPlaceholder, () => tags.join('\n    '));
}

import type { Language } from '@domain/i18n/languages';
import { escapeHtml } from '@domain/escape-html';

type Texts = { title: string; heading: string; body: string; again: string };

/** What a page says while the market's database is away, in the reader's language. */
const unavailableTexts: Record<Language, Texts> = {
  en: {
    title: 'Briefly unavailable — Govi Market',
    heading: 'The market is briefly unavailable',
    body: 'Please try again in a moment. This page tries again by itself.',
    again: 'Try again',
  },
  si: {
    title: 'මොහොතකට ලබා ගත නොහැක — Govi Market',
    heading: 'වෙළඳපොළ මොහොතකට ලබා ගත නොහැක',
    body: 'කරුණාකර මොහොතකින් නැවත උත්සාහ කරන්න. මෙම පිටුව තනිවම නැවත උත්සාහ කරයි.',
    again: 'නැවත උත්සාහ කරන්න',
  },
  ta: {
    title: 'சிறிது நேரம் கிடைக்கவில்லை — Govi Market',
    heading: 'சந்தை சிறிது நேரம் கிடைக்கவில்லை',
    body: 'சிறிது நேரத்தில் மீண்டும் முயற்சிக்கவும். இந்தப் பக்கம் தானாகவே மீண்டும் முயற்சிக்கும்.',
    again: 'மீண்டும் முயற்சிக்கவும்',
  },
};

/**
 * The path asked for, as a link that stays on this site: a browser reads `//host/` (and `/\host/`) as another
 * site, so any run of leading slashes and backslashes becomes one slash; anything else (an absolute-form
 * `http://host/` request target) links to this very page (an empty href).
 */
function sameOriginPath(url: string): string {
  return url.startsWith('/') ? url.replace(/^[/\\]+/, '/') : '';
}

/**
 * A page of its own, without the app: the app's shell would start the app, whose first reads would fail the same
 * way. It asks for itself again after `retryAfterSeconds`, as its visitor would.
 */
export function unavailablePage(language: Language, url: string, retryAfterSeconds: number): string {
  const text = unavailableTexts[language];
  const again = escapeHtml(sameOriginPath(url));
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${retryAfterSeconds * 2}">
<title>${escapeHtml(text.title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.body)}</p>
<p><a href="${again}">${escapeHtml(text.again)}</a></p>
</main>
</body>
</html>
`;
}

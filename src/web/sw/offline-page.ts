import { escapeHtml } from '@domain/escape-html';
import type { Language } from '@domain/i18n/languages';

export type SavedPage = { path: string; title: string };

/**
 * The page the service worker answers with for a page never saved, asked for without the network: what happened, in
 * the reader's language, and links to the pages that are saved (each opens offline). No script: it is read, not run.
 */
export function offlinePage({
  language,
  texts,
  saved,
  styleSheet,
}: {
  language: Language;
  texts: Record<'offline.title' | 'offline.intro' | 'offline.none' | 'offline.retry' | 'app.name', string>;
  saved: SavedPage[];
  styleSheet: string | undefined;
}): string {
  const links = saved
    .map(
      (page) =>
        `<li><a class="block rounded-md px-3 py-3 text-brand-800 underline hover:bg-stone-100" href="${escapeHtml(page.path)}">${page.title}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#15803d">
<title>${escapeHtml(texts['offline.title'])} · ${escapeHtml(texts['app.name'])}</title>
${styleSheet ? `<link rel="stylesheet" href="${escapeHtml(styleSheet)}">` : ''}
</head>
<body class="bg-stone-50 text-stone-900">
<main class="mx-auto w-full max-w-2xl px-4 py-10">
<p class="text-lg font-bold text-brand-800">${escapeHtml(texts['app.name'])}</p>
<h1 class="mt-6 text-2xl font-bold text-stone-900">${escapeHtml(texts['offline.title'])}</h1>
<p class="mt-3 text-stone-700">${escapeHtml(saved.length > 0 ? texts['offline.intro'] : texts['offline.none'])}</p>
${saved.length > 0 ? `<ul class="mt-4 space-y-1">${links}</ul>` : ''}
<p class="mt-8"><a class="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-white" href="">${escapeHtml(texts['offline.retry'])}</a></p>
</main>
</body>
</html>
`;
}

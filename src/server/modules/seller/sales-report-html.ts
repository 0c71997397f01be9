import { formatDateTime, formatDay } from '@domain/dates';
import type { Language } from '@domain/i18n/languages';
import { formatMoney } from '@domain/money';
import { formatNumber } from '@domain/numbers';
import type { SalesReport } from '@domain/seller/seller-insights.schema';
import { reportTexts } from './report-texts';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** Printable on A4 and readable on a phone; no scripts, no outside files, so it opens anywhere offline. */
const styles = `
  body { font-family: system-ui, "Noto Sans Sinhala", "Noto Sans Tamil", sans-serif; color: #1c1917; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; line-height: 1.5; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  h2 { font-size: 1.15rem; margin-top: 2rem; }
  p.note { color: #44403c; font-size: 0.9rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 0.75rem; }
  dl div { border: 1px solid #d6d3d1; border-radius: 0.5rem; padding: 0.75rem; }
  dt { font-size: 0.85rem; color: #44403c; }
  dd { margin: 0; font-size: 1.25rem; font-weight: 700; }
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { border-bottom: 1px solid #e7e5e4; padding: 0.4rem 0.5rem; text-align: left; }
  td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
  @media print { body { margin: 0; max-width: none; } h2 { break-after: avoid; } tr { break-inside: avoid; } }
`;

/** The sales report as one self-contained HTML file in the reader's language. */
export function renderSalesReportHtml(report: SalesReport, language: Language, currency: string, now: Date = new Date()): string {
  const texts = reportTexts[language];
  const money = (cents: number) => escapeHtml(formatMoney(cents, currency, language));
  const count = (value: number) => escapeHtml(formatNumber(value, language));
  const day = (value: string) => escapeHtml(formatDay(value, language));
  const title = escapeHtml(texts.title(formatDay(report.range.from, language), formatDay(report.range.to, language)));

  const totals = [
    [texts.revenue, money(report.totals.revenueCents)],
    [texts.orders, count(report.totals.orders)],
    [texts.items, count(report.totals.items)],
    [texts.averageOrder, money(report.totals.averageOrderCents)],
  ]
    .map(([label, value]) => `<div><dt>${escapeHtml(label ?? '')}</dt><dd>${value}</dd></div>`)
    .join('');

  const products =
    report.products.length === 0
      ? `<p>${escapeHtml(texts.noSales)}</p>`
      : `<table><thead><tr><th scope="col">${escapeHtml(texts.product)}</th><th scope="col" class="number">${escapeHtml(texts.quantity)}</th><th scope="col" class="number">${escapeHtml(texts.orders)}</th><th scope="col" class="number">${escapeHtml(texts.revenue)}</th></tr></thead><tbody>${report.products
          .map(
            (product) =>
              `<tr><td>${escapeHtml(product.title)}</td><td class="number">${escapeHtml(texts.unitCount(formatNumber(product.quantity, language), product.quantity, product.unit))}</td><td class="number">${count(product.orders)}</td><td class="number">${money(product.revenueCents)}</td></tr>`,
          )
          .join('')}</tbody></table>`;

  const days =
    report.days.length === 0
      ? `<p>${escapeHtml(texts.noSales)}</p>`
      : `<table><thead><tr><th scope="col">${escapeHtml(texts.day)}</th><th scope="col" class="number">${escapeHtml(texts.orders)}</th><th scope="col" class="number">${escapeHtml(texts.items)}</th><th scope="col" class="number">${escapeHtml(texts.revenue)}</th></tr></thead><tbody>${report.days
          .map(
            (row) =>
              `<tr><td>${day(row.day)}</td><td class="number">${count(row.orders)}</td><td class="number">${count(row.items)}</td><td class="number">${money(row.revenueCents)}</td></tr>`,
          )
          .join('')}</tbody></table>`;

  const cancelled =
    report.cancelled.items > 0
      ? `<p class="note">${escapeHtml(texts.cancelledSummary(report.cancelled.items, formatNumber(report.cancelled.items, language), formatMoney(report.cancelled.revenueCents, currency, language)))}</p>`
      : '';

  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${styles}</style>
</head>
<body>
<h1>${title}</h1>
<p class="note">${escapeHtml(texts.generatedAt(formatDateTime(now, language)))}</p>
<h2>${escapeHtml(texts.totals)}</h2>
<dl>${totals}</dl>
<p class="note">${escapeHtml(texts.itemsNote)}</p>
${cancelled}
<h2>${escapeHtml(texts.productPerformance)}</h2>
${products}
<h2>${escapeHtml(texts.dailySales)}</h2>
${days}
</body>
</html>
`;
}

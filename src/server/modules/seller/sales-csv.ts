import { districtNames } from '@domain/catalog/taxonomy-names';
import type { Language } from '@domain/i18n/languages';
import { minorUnitsToDecimal } from '@domain/money';
import { reportTexts } from './report-texts';
import type { SoldItemRow } from '@server/read-models/seller-reports';

/** Spreadsheet programs read a file as UTF-8 (and so show Sinhala and Tamil) when it starts with this mark. */
const byteOrderMark = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text starting like a formula
 * (= + - @, tab, carriage return) gets a leading apostrophe, so a spreadsheet shows it instead of running it.
 * A semicolon or tab is quoted too: where the decimal mark is a comma, Excel and LibreOffice split a file on
 * semicolons (and some guess tabs), so `a;=1+1` unquoted would open as a second cell starting with a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvLine(fields: string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function salesCsvHeader(language: Language): string {
  const columns = reportTexts[language].csvColumns;
  return (
    byteOrderMark +
    csvLine([
      columns.orderId,
      columns.date,
      columns.product,
      columns.quantity,
      columns.unit,
      columns.unitPrice,
      columns.lineTotal,
      columns.status,
      columns.district,
    ])
  );
}

export function salesCsvRow(row: SoldItemRow, language: Language, currency: string): string {
  const texts = reportTexts[language];
  const unitPrice = Number(row.price_cents_at_time);
  const quantity = Number(row.quantity);
  return csvLine([
    row.order_id,
    row.ordered_at_local,
    row.title,
    String(quantity),
    texts.unit[row.unit],
    minorUnitsToDecimal(unitPrice, currency),
    minorUnitsToDecimal(unitPrice * quantity, currency),
    texts.status[row.status],
    districtNames[row.district][language],
  ]);
}

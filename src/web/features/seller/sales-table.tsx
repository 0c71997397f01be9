import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/class-names';

export type SalesColumn<Row> = {
  heading: string;
  cell(row: Row): ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
};

/**
 * A seller page's table of figures. Narrow enough for a phone (text wraps, figures stay on one line); if a
 * language's words still do not fit, the table scrolls inside its card rather than the page sideways.
 */
export function SalesTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly SalesColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): string;
}) {
  return (
    <Card className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 text-stone-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn('px-3 py-2 font-medium sm:px-4', column.numeric && 'text-right')}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row, rowIndex)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="break-words px-3 py-2 font-normal text-stone-900 sm:px-4">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={cn('px-3 py-2 text-stone-900 sm:px-4', column.numeric && 'whitespace-nowrap text-right tabular-nums')}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

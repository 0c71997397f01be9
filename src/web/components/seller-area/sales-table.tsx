import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/class-names';
import { useScrollsSideways } from './use-scrolls-sideways';

type SalesColumn<Row> = {
  heading: string;
  cell(row: Row): ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
};

/**
 * A seller page's table of figures. Narrow enough for a phone: titles wrap anywhere (a long word or number
 * included), figures stay on one line; if a language's words still do not fit, the table scrolls inside its
 * card rather than the page sideways, with each row's first cell (the day, the product) held at the left edge so a
 * figure scrolled into view still says what it is of; the card can then take the keyboard's focus to be scrolled. The frame is
 * positioned so that it also holds the screen-reader-only texts of the cells (absolutely positioned, they would
 * otherwise be placed against the page and widen it).
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
  const [frameRef, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    <Card className="mt-3">
      <div
        ref={frameRef}
        className="relative overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700"
        {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': caption })}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  className={cn('px-2 py-2 font-medium sm:px-4', column.numeric && 'text-right', index === 0 && 'sticky left-0 bg-white')}
                >
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
                    <th
                      key={index}
                      scope="row"
                      className="sticky left-0 min-w-28 bg-white px-2 py-2 font-normal text-stone-900 wrap-anywhere sm:px-4"
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={index}
                      className={cn('px-2 py-2 text-stone-900 sm:px-4', column.numeric && 'whitespace-nowrap text-right tabular-nums')}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

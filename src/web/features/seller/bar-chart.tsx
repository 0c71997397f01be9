import { useId } from 'react';
import { labelEveryBarUpTo, labelledIndexes, valueTicks } from './chart-scale';
import { useElementWidth } from './use-element-width';

export type ChartPoint = {
  key: string;
  /** Under the bar, short: "Nov 5". */
  axisLabel: string;
  /** In the table and the bar's tooltip, whole: "Week of Nov 5, 2026". */
  label: string;
  value: number;
  /** Only some of the bucket's days lie in the range (a range's first or last week or month): drawn hatched. */
  partial?: boolean;
};

type BarChartProps = {
  title: string;
  /** The table's column headings, for screen readers. */
  periodHeading: string;
  valueHeading: string;
  points: readonly ChartPoint[];
  /** The value as read: "Rs 1,250.00". */
  formatValue(value: number): string;
  /** The value on the axis, short: "Rs 1.3K". */
  formatTick(value: number): string;
  /** The bars' colour as a text colour class ("text-brand-700"): bars and their hatching are drawn in currentColor. */
  colorClassName: string;
  /** About how wide one label under the bars is, in pixels: month names need more room than days. */
  labelWidth?: number;
  /** Said under the chart when some bars are partial: what the hatching means. */
  partialNote?: string;
};

const height = 224;
const margin = { top: 12, right: 12, bottom: 28, left: 72 };
/** Room for labels written on two lines. */
const twoLineBottom = 42;

/**
 * Bars over time in plain SVG, drawn at the width it is given (a phone's 390 px included) with axis labels
 * that thin out to fit. The picture is for the eye; screen readers get the same numbers as a table.
 */
export function BarChart({
  title,
  periodHeading,
  valueHeading,
  points,
  formatValue,
  formatTick,
  colorClassName,
  labelWidth = 64,
  partialNote,
}: BarChartProps) {
  const headingId = useId();
  // useId's characters are not all allowed in url(#…); letters and digits keep it unique.
  const hatchId = `hatch-${headingId.replace(/[^\w-]/g, '')}`;
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  const hasPartial = points.some((point) => point.partial);
  return (
    <figure className="min-w-0">
      <figcaption id={headingId} className="text-base font-semibold text-stone-900">
        {title}
      </figcaption>
      <div ref={frameRef} className="mt-3 w-full" style={{ height }}>
        {width > 0 && (
          <BarChartSvg
            width={width}
            points={points}
            formatValue={formatValue}
            formatTick={formatTick}
            colorClassName={colorClassName}
            labelWidth={labelWidth}
            hatchId={hatchId}
          />
        )}
      </div>
      {hasPartial && partialNote && (
        <p className="mt-2 flex items-start gap-2 text-sm text-stone-700">
          <svg width="14" height="14" aria-hidden="true" className={`mt-0.5 shrink-0 ${colorClassName}`}>
            <rect x="0.5" y="0.5" width="13" height="13" fill={`url(#${hatchId})`} stroke="currentColor" />
          </svg>
          {partialNote}
        </p>
      )}
      {/* The box that hides the table is a div: a table box keeps its content's width whatever width sr-only gives it, and would widen a phone's page. */}
      <div className="sr-only">
        <table aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{periodHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row">{point.label}</th>
                <td>{formatValue(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** "Nov 2026" → ["Nov", "2026"]: a label split at its first space, for a bar too narrow for it on one line. */
function twoLines(label: string): [string, string] {
  const space = label.search(/\s/);
  return space < 0 ? [label, ''] : [label.slice(0, space), label.slice(space + 1)];
}

function BarChartSvg({
  width,
  points,
  formatValue,
  formatTick,
  colorClassName,
  labelWidth,
  hatchId,
}: Pick<BarChartProps, 'points' | 'formatValue' | 'formatTick' | 'colorClassName'> & {
  width: number;
  labelWidth: number;
  hatchId: string;
}) {
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const band = plotWidth / Math.max(1, points.length);
  // A few bars are all labelled; where a label is wider than its bar, it takes two lines.
  const splitLabels = points.length <= labelEveryBarUpTo && band < labelWidth;
  const bottom = splitLabels ? twoLineBottom : margin.bottom;
  const plotHeight = height - margin.top - bottom;
  const ticks = valueTicks(Math.max(0, ...points.map((point) => point.value)));
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => margin.top + plotHeight * (1 - value / top);
  const barWidth = Math.max(1, Math.min(48, band * 0.72));
  const labelled = labelledIndexes(points.length, Math.floor(plotWidth / labelWidth));
  const half = (splitLabels ? band : labelWidth) / 2;

  return (
    <svg width={width} height={height} aria-hidden="true" className={`block text-xs ${colorClassName}`}>
      <defs>
        <pattern id={hatchId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" className="fill-white" />
          <rect width="3" height="6" fill="currentColor" />
        </pattern>
      </defs>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === 0 ? 'stroke-stone-400' : 'stroke-stone-200'}
          />
          <text x={margin.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-stone-600">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {points.map((point, index) => {
        const center = margin.left + band * index + band / 2;
        // A sale is never drawn as nothing: at least one pixel above the axis.
        const barHeight = point.value > 0 ? Math.max(1, y(0) - y(point.value)) : 0;
        const labelX = Math.min(center, width - half);
        const [firstLine, secondLine] = splitLabels ? twoLines(point.axisLabel) : [point.axisLabel, ''];
        return (
          <g key={point.key}>
            <rect
              x={center - barWidth / 2}
              y={y(0) - barHeight}
              width={barWidth}
              height={barHeight}
              rx={Math.min(3, barWidth / 4)}
              fill={point.partial ? `url(#${hatchId})` : 'currentColor'}
              stroke={point.partial ? 'currentColor' : undefined}
            >
              <title>{`${point.label}: ${formatValue(point.value)}`}</title>
            </rect>
            {labelled.has(index) && (
              <text x={labelX} y={height - bottom + 20} textAnchor="middle" className="fill-stone-600">
                {firstLine}
                {secondLine && (
                  <tspan x={labelX} dy="1.2em">
                    {secondLine}
                  </tspan>
                )}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

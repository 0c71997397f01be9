import { useId } from 'react';
import { labelledIndexes, valueTicks } from './chart-scale';
import { useElementWidth } from './use-element-width';

export type ChartPoint = {
  key: string;
  /** Under the bar, short: "Nov 5". */
  axisLabel: string;
  /** In the table and the bar's tooltip, whole: "Week of Nov 5, 2026". */
  label: string;
  value: number;
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
  barClassName: string;
  /** About how wide one label under the bars is, in pixels: month names need more room than days. */
  labelWidth?: number;
};

const height = 224;
const margin = { top: 12, right: 12, bottom: 28, left: 72 };

/**
 * Bars over time in plain SVG, drawn at the width it is given (a phone's 390 px included) with axis labels
 * that thin out to fit. The picture is for the eye; screen readers get the same numbers as a table.
 */
export function BarChart({ title, periodHeading, valueHeading, points, formatValue, formatTick, barClassName, labelWidth = 64 }: BarChartProps) {
  const headingId = useId();
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  return (
    <figure className="min-w-0">
      <figcaption id={headingId} className="text-base font-semibold text-stone-900">
        {title}
      </figcaption>
      <div ref={frameRef} className="mt-3 w-full" style={{ height }}>
        {width > 0 && (
          <BarChartSvg width={width} points={points} formatValue={formatValue} formatTick={formatTick} barClassName={barClassName} labelWidth={labelWidth} />
        )}
      </div>
      <table aria-labelledby={headingId} className="sr-only">
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
    </figure>
  );
}

function BarChartSvg({
  width,
  points,
  formatValue,
  formatTick,
  barClassName,
  labelWidth,
}: Pick<BarChartProps, 'points' | 'formatValue' | 'formatTick' | 'barClassName'> & { width: number; labelWidth: number }) {
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const ticks = valueTicks(Math.max(0, ...points.map((point) => point.value)));
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => margin.top + plotHeight * (1 - value / top);
  const band = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(1, Math.min(48, band * 0.72));
  const labelled = labelledIndexes(points.length, Math.floor(plotWidth / labelWidth));
  const half = labelWidth / 2;

  return (
    <svg width={width} height={height} aria-hidden="true" className="block text-xs">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} className={tick === 0 ? 'stroke-stone-400' : 'stroke-stone-200'} />
          <text x={margin.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-stone-600">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {points.map((point, index) => {
        const center = margin.left + band * index + band / 2;
        // A sale is never drawn as nothing: at least one pixel above the axis.
        const barHeight = point.value > 0 ? Math.max(1, y(0) - y(point.value)) : 0;
        return (
          <g key={point.key}>
            <rect x={center - barWidth / 2} y={y(0) - barHeight} width={barWidth} height={barHeight} rx={Math.min(3, barWidth / 4)} className={barClassName}>
              <title>{`${point.label}: ${formatValue(point.value)}`}</title>
            </rect>
            {labelled.has(index) && (
              <text x={Math.min(center, width - half)} y={height - 8} textAnchor="middle" className="fill-stone-600">
                {point.axisLabel}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

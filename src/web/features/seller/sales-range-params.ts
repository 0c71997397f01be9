import {
  daysInRange,
  isDay,
  maxRangeDays,
  presetRange,
  rangePresets,
  salesIntervals,
  type DayRange,
  type RangePreset,
  type SalesInterval,
} from '@domain/seller/sales-range';

/**
 * The range a seller looks at, as the address bar keeps it: `?days=7` for one of the presets (so a bookmark
 * of "the last 7 days" stays the last 7 days), or `?from=2026-01-01&to=2026-01-31`; `interval` on Analytics.
 */
type SalesRangeParams = { preset: RangePreset | null; range: DayRange; interval: SalesInterval };

const defaultPreset: RangePreset = 30;

function readPreset(value: string | null): RangePreset | null {
  return ((rangePresets as readonly number[]).find((days) => String(days) === value) as RangePreset | undefined) ?? null;
}

/** Whether the server would take this range: real days, in order, two years at most. */
function isAllowedRange(range: DayRange): boolean {
  return isDay(range.from) && isDay(range.to) && range.from <= range.to && daysInRange(range) <= maxRangeDays;
}

/** Reads the address; a range the server would refuse (an edited or outdated link) falls back to the default. */
export function readSalesRangeParams(search: URLSearchParams, today: string): SalesRangeParams {
  const interval = (salesIntervals as readonly string[]).includes(search.get('interval') ?? '')
    ? (search.get('interval') as SalesInterval)
    : 'day';
  const custom = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  if (isAllowedRange(custom)) return { preset: null, range: custom, interval };
  const preset = readPreset(search.get('days')) ?? defaultPreset;
  return { preset, range: presetRange(preset, today), interval };
}

/** The address form: defaults left out, so the plain page address means the last 30 days by day. */
export function writeSalesRangeParams(params: { preset: RangePreset | null; range: DayRange; interval: SalesInterval }): URLSearchParams {
  const search = new URLSearchParams();
  if (params.preset === null) {
    search.set('from', params.range.from);
    search.set('to', params.range.to);
  } else if (params.preset !== defaultPreset) {
    search.set('days', String(params.preset));
  }
  if (params.interval !== 'day') search.set('interval', params.interval);
  return search;
}

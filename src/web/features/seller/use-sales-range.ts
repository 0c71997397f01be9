import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { marketToday, type DayRange, type RangePreset, type SalesInterval } from '@domain/seller/sales-range';
import { readSalesRangeParams, writeSalesRangeParams } from './sales-range-params';

/**
 * The range (and interval) Analytics and Sales Reports show, kept in the address so a reload, Back or a shared
 * link shows the same figures. Presets end today in Colombo, whatever the device's clock zone.
 */
export function useSalesRange() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readSalesRangeParams(search, marketToday()), [search]);

  const choose = useCallback(
    (changes: { preset: RangePreset | null; range?: DayRange; interval?: SalesInterval }) => {
      const next = writeSalesRangeParams({ ...params, ...changes });
      // A new range is a new view worth going Back from; only the page's own defaults would repeat an entry.
      if (next.toString() !== search.toString()) setSearch(next);
    },
    [params, search, setSearch],
  );

  const choosePreset = useCallback((preset: RangePreset) => choose({ preset }), [choose]);
  const chooseRange = useCallback((range: DayRange) => choose({ preset: null, range }), [choose]);
  const chooseInterval = useCallback((interval: SalesInterval) => choose({ preset: params.preset, interval }), [choose, params.preset]);

  return { ...params, choosePreset, chooseRange, chooseInterval };
}

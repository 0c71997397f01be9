import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CustomersQuery } from './api/get-customers';
import { readCustomersParams, writeCustomersParams } from './customers-params';

/** The customer list's search, sort and page, kept in the address so a reload or Back shows the same list. */
export function useCustomersParams() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readCustomersParams(search), [search]);
  const update = useCallback(
    (next: CustomersQuery, { replace = false }: { replace?: boolean } = {}) => {
      const written = writeCustomersParams(next);
      if (written.toString() !== search.toString()) setSearch(written, { replace });
    },
    [search, setSearch],
  );
  return { query, update };
}

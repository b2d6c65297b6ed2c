import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useUrlParams } from './useUrlParams.ts';

/**
 * Search text, page and filters of a list, kept in the URL (back/forward and reload keep them);
 * the search text reaches the URL (and the API) after a short pause in typing. A new filter goes back to page 1.
 */
export function useListParams<F extends string>(filterNames: readonly F[]) {
  const [params, update] = useUrlParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text, 300);
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text moves the URL
  useEffect(() => {
    if (debounced.trim() !== search) update({ q: debounced.trim(), page: null });
  }, [debounced]);

  return {
    text,
    setText,
    search,
    page,
    setPage: (value: number) => update({ page: value }),
    filters,
    setFilters: (changes: Partial<Record<F, string | null>>) => update({ ...changes, page: null }),
  };
}

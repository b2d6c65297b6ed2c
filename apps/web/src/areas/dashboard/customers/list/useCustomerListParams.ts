import { CUSTOMER_TYPES, type CustomerType } from '@hirebase/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { CustomerFilters } from '../../../../api/customers.ts';
import { useUrlParams } from '../../../../components/useUrlParams.ts';

const isType = (value: string | null): value is CustomerType =>
  !!value && (CUSTOMER_TYPES as readonly string[]).includes(value);

export const SORTABLE = ['name', 'email', 'createdAt'] as const;
export type SortField = (typeof SORTABLE)[number];
export interface Sort {
  field: SortField;
  direction: 'asc' | 'desc';
}
const DEFAULT_SORT: Sort = { field: 'createdAt', direction: 'desc' };

export function parseSort(text: string | null): Sort {
  const [field, direction] = (text ?? '').split('__');
  return (SORTABLE as readonly string[]).includes(field) && (direction === 'asc' || direction === 'desc')
    ? { field: field as SortField, direction }
    : DEFAULT_SORT;
}

/**
 * Search, filters, sort and page of the customer list, kept in the URL (back/forward and reload keep them); the
 * search text reaches the URL and the API after a short pause in typing.
 */
export function useCustomerListParams() {
  const [params, update] = useUrlParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text, 300);
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const typeParam = params.get('type');
  const sort = parseSort(params.get('sort'));

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text moves the URL
  useEffect(() => {
    if (debounced.trim() !== search) update({ q: debounced.trim(), page: null });
  }, [debounced]);

  const filters: CustomerFilters = {
    search,
    type: isType(typeParam) ? typeParam : undefined,
    customerModelId: params.get('model') || undefined,
    sort: `${sort.field}__${sort.direction}`,
  };

  return {
    text,
    setText,
    filters,
    page,
    sort,
    setPage: (value: number) => update({ page: value }),
    setType: (value: string | null) => update({ type: value, page: null }),
    setModel: (value: string | null) => update({ model: value, page: null }),
    /** A click on a column: sort by it, or reverse the order when it already is the sort. */
    toggleSort: (field: SortField) =>
      update({
        sort: `${field}__${sort.field === field && sort.direction === 'asc' ? 'desc' : 'asc'}`,
        page: null,
      }),
  };
}

import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pager } from './Pager.tsx';
import type { useListParams } from './useListParams.ts';

type ListParams = Pick<ReturnType<typeof useListParams>, 'text' | 'setText' | 'page' | 'setPage'>;

/** The search field of a list whose search is kept in the URL (`useListParams`). */
export function ListSearch({ list, placeholder }: { list: ListParams; placeholder: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      label={t('common.search')}
      placeholder={placeholder}
      value={list.text}
      onChange={(event) => list.setText(event.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

/** The pager under one page of results; the page asked for when the answer does not say. */
export function ListPager({ data, list }: { data: { total: number; limit: number; page?: number }; list: ListParams }) {
  return <Pager page={data.page ?? list.page} total={data.total} limit={data.limit} onChange={list.setPage} />;
}

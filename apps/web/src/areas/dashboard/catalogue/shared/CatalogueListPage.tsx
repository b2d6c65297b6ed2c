import { Stack } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { Pager } from '../../../../components/Pager.tsx';
import type { useListParams } from '../../../../components/useListParams.ts';
import { useCan } from '../../access/index.ts';
import { ConfirmModal } from './ConfirmModal.tsx';
import { catalogueError } from './errors.ts';
import { ListToolbar } from './ListToolbar.tsx';

export type CatalogueKind = 'products' | 'packs' | 'services';
type Named = { id: string; name: string };

/** What a catalogue list page hands its rows (table or cards): the items and the row actions. */
export type CatalogueRows<T> = {
  items: T[];
  /** Duplicate and delete, for those who may change the catalogue only. */
  onDuplicate?: (item: T) => void;
  onDelete?: (item: T) => void;
};

/**
 * A catalogue list (products, packs, services): search toolbar with its "new" button, the page of items with
 * its pager, duplicating and deleting (after confirmation) a row. Texts are the `catalogue.{kind}.*` ones.
 */
export function CatalogueListPage<T extends Named>({
  kind,
  list,
  query,
  duplicate,
  remove,
  filters,
  children,
}: {
  kind: CatalogueKind;
  list: Pick<ReturnType<typeof useListParams>, 'text' | 'setText' | 'page' | 'setPage'>;
  query: UseQueryResult<{ items: T[]; page?: number; total: number; limit: number }>;
  duplicate: UseMutationResult<Named, Error, string>;
  remove: UseMutationResult<unknown, Error, string>;
  /** Filters beside the search box. */
  filters?: ReactNode;
  children: (rows: CatalogueRows<T>) => ReactNode;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<T | null>(null);
  const canWrite = useCan('catalogue', 'write');

  const onDuplicate = (item: T) =>
    duplicate.mutate(item.id, {
      onSuccess: (copy) => notifySuccess(t('catalogue.duplicated', { name: copy.name })),
      onError: (error) => notifyError(catalogueError(t, error)),
    });
  const onDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('catalogue.deleted', { name: deleting.name }));
        setDeleting(null);
      },
      onError: (error) => notifyError(catalogueError(t, error)),
    });

  return (
    <Stack gap="md">
      <ListToolbar
        text={list.text}
        onText={list.setText}
        placeholder={t(`catalogue.${kind}.searchPlaceholder`)}
        newLabel={canWrite ? t(`catalogue.${kind}.new`) : undefined}
        newTo={`/dashboard/catalogue/${kind}/new`}
      >
        {filters}
      </ListToolbar>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {children(
            canWrite ? { items: query.data.items, onDuplicate, onDelete: setDeleting } : { items: query.data.items },
          )}
          <Pager
            page={query.data.page ?? list.page}
            total={query.data.total}
            limit={query.data.limit}
            onChange={list.setPage}
          />
        </Stack>
      )}
      <ConfirmModal
        opened={!!deleting}
        title={t(`catalogue.${kind}.deleteTitle`)}
        text={t(`catalogue.${kind}.deleteText`, { name: deleting?.name ?? '' })}
        confirmLabel={t('catalogue.delete')}
        loading={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

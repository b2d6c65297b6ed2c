import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Pack, useDeletePack, useDuplicatePack, usePacks } from '../../../../api/catalogue.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { Pager } from '../../../../components/Pager.tsx';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { catalogueError } from '../shared/errors.ts';
import { ListToolbar } from '../shared/ListToolbar.tsx';
import { useListParams } from '../shared/useListParams.ts';
import { PacksTable } from './PacksTable.tsx';

/** `/dashboard/catalogue/packs` */
export default function PacksPage() {
  const { t } = useTranslation();
  const list = useListParams([]);
  const packs = usePacks({ page: list.page, search: list.search || undefined });
  const duplicate = useDuplicatePack();
  const remove = useDeletePack();
  const [deleting, setDeleting] = useState<Pack | null>(null);

  const onDuplicate = (pack: Pack) =>
    duplicate.mutate(pack.id, {
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
        placeholder={t('catalogue.packs.searchPlaceholder')}
        newLabel={t('catalogue.packs.new')}
        newTo="/dashboard/catalogue/packs/new"
      />
      {packs.isPending ? (
        <PageLoader />
      ) : packs.isError ? (
        <ErrorAlert error={packs.error} onRetry={() => packs.refetch()} />
      ) : (
        <Stack gap="sm" style={{ opacity: packs.isPlaceholderData ? 0.6 : 1 }}>
          <PacksTable packs={packs.data.items} onDuplicate={onDuplicate} onDelete={setDeleting} />
          <Pager
            page={packs.data.page ?? list.page}
            total={packs.data.total}
            limit={packs.data.limit}
            onChange={list.setPage}
          />
        </Stack>
      )}
      <ConfirmModal
        opened={!!deleting}
        title={t('catalogue.packs.deleteTitle')}
        text={t('catalogue.packs.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('catalogue.delete')}
        loading={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

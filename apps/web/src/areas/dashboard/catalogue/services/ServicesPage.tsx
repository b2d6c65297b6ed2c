import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Service, useDeleteService, useDuplicateService, useServices } from '../../../../api/catalogue.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { Pager } from '../../../../components/Pager.tsx';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { catalogueError } from '../shared/errors.ts';
import { ListToolbar } from '../shared/ListToolbar.tsx';
import { useListParams } from '../shared/useListParams.ts';
import { ServicesTable } from './ServicesTable.tsx';

/** `/dashboard/catalogue/services` */
export default function ServicesPage() {
  const { t } = useTranslation();
  const list = useListParams([]);
  const services = useServices({ page: list.page, search: list.search || undefined });
  const duplicate = useDuplicateService();
  const remove = useDeleteService();
  const [deleting, setDeleting] = useState<Service | null>(null);

  const onDuplicate = (service: Service) =>
    duplicate.mutate(service.id, {
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
        placeholder={t('catalogue.services.searchPlaceholder')}
        newLabel={t('catalogue.services.new')}
        newTo="/dashboard/catalogue/services/new"
      />
      {services.isPending ? (
        <PageLoader />
      ) : services.isError ? (
        <ErrorAlert error={services.error} onRetry={() => services.refetch()} />
      ) : (
        <Stack gap="sm" style={{ opacity: services.isPlaceholderData ? 0.6 : 1 }}>
          <ServicesTable services={services.data.items} onDuplicate={onDuplicate} onDelete={setDeleting} />
          <Pager
            page={services.data.page ?? list.page}
            total={services.data.total}
            limit={services.data.limit}
            onChange={list.setPage}
          />
        </Stack>
      )}
      <ConfirmModal
        opened={!!deleting}
        title={t('catalogue.services.deleteTitle')}
        text={t('catalogue.services.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('catalogue.delete')}
        loading={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

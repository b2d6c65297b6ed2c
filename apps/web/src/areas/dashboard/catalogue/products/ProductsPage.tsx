import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ProductListItem,
  type ProductFilters as ProductQuery,
  useDeleteProduct,
  useDuplicateProduct,
  useProducts,
} from '../../../../api/catalogue.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { Pager } from '../../../../components/Pager.tsx';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { catalogueError } from '../shared/errors.ts';
import { ListToolbar } from '../shared/ListToolbar.tsx';
import { useListParams } from '../shared/useListParams.ts';
import { ProductCards } from './ProductCards.tsx';
import { ProductFilters } from './ProductFilters.tsx';
import { ProductsTable } from './ProductsTable.tsx';

const FILTERS = ['verticale', 'categoryId', 'online'] as const;

/** `/dashboard/catalogue`: products with their stock figures, searchable by name, serial number or QR value. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS);
  const filters: ProductQuery = {
    page: list.page,
    search: list.search || undefined,
    verticale: list.filters.verticale || undefined,
    categoryId: list.filters.categoryId || undefined,
    online: list.filters.online || undefined,
  };
  const products = useProducts(filters);
  const duplicate = useDuplicateProduct();
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<ProductListItem | null>(null);
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  const onDuplicate = (product: ProductListItem) =>
    duplicate.mutate(product.id, {
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
        placeholder={t('catalogue.products.searchPlaceholder')}
        newLabel={t('catalogue.products.new')}
        newTo="/dashboard/catalogue/products/new"
      >
        <ProductFilters list={list} />
      </ListToolbar>
      {products.isPending ? (
        <PageLoader />
      ) : products.isError ? (
        <ErrorAlert error={products.error} onRetry={() => products.refetch()} />
      ) : (
        <Stack gap="sm" style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}>
          {desktop ? (
            <ProductsTable products={products.data.items} onDuplicate={onDuplicate} onDelete={setDeleting} />
          ) : (
            <ProductCards products={products.data.items} onDuplicate={onDuplicate} onDelete={setDeleting} />
          )}
          <Pager
            page={products.data.page ?? list.page}
            total={products.data.total}
            limit={products.data.limit}
            onChange={list.setPage}
          />
        </Stack>
      )}
      <ConfirmModal
        opened={!!deleting}
        title={t('catalogue.products.deleteTitle')}
        text={t('catalogue.products.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('catalogue.delete')}
        loading={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

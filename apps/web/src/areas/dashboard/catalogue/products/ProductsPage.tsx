import { useMediaQuery } from '@mantine/hooks';
import {
  type ProductFilters as ProductQuery,
  useDeleteProduct,
  useDuplicateProduct,
  useProducts,
} from '../../../../api/catalogue.ts';
import { useListParams } from '../../../../components/useListParams.ts';
import { CatalogueListPage } from '../shared/CatalogueListPage.tsx';
import { ProductCards } from './ProductCards.tsx';
import { ProductFilters } from './ProductFilters.tsx';
import { ProductsTable } from './ProductsTable.tsx';

const FILTERS = ['verticale', 'categoryId', 'online', 'units'] as const;

/** `/dashboard/catalogue`: products with their stock figures, searchable by name, serial number or QR value. */
export default function ProductsPage() {
  const list = useListParams(FILTERS);
  const filters: ProductQuery = {
    page: list.page,
    search: list.search || undefined,
    // values from the address bar: the API refuses what is not one of its values
    verticale: (list.filters.verticale || undefined) as ProductQuery['verticale'],
    categoryId: list.filters.categoryId || undefined,
    online: (list.filters.online || undefined) as ProductQuery['online'],
    units: (list.filters.units || undefined) as ProductQuery['units'],
  };
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <CatalogueListPage
      kind="products"
      list={list}
      query={useProducts(filters)}
      duplicate={useDuplicateProduct()}
      remove={useDeleteProduct()}
      filters={<ProductFilters list={list} />}
    >
      {(rows) => (desktop ? <ProductsTable {...rows} /> : <ProductCards {...rows} />)}
    </CatalogueListPage>
  );
}

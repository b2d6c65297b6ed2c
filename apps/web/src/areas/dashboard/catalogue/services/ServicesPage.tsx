import { useDeleteService, useDuplicateService, useServices } from '../../../../api/catalogue.ts';
import { useListParams } from '../../../../components/useListParams.ts';
import { CatalogueListPage } from '../shared/CatalogueListPage.tsx';
import { ServicesTable } from './ServicesTable.tsx';

/** `/dashboard/catalogue/services` */
export default function ServicesPage() {
  const list = useListParams([]);
  return (
    <CatalogueListPage
      kind="services"
      list={list}
      query={useServices({ page: list.page, search: list.search || undefined })}
      duplicate={useDuplicateService()}
      remove={useDeleteService()}
    >
      {(rows) => <ServicesTable {...rows} />}
    </CatalogueListPage>
  );
}

import { useDeletePack, useDuplicatePack, usePacks } from '../../../../api/catalogue.ts';
import { useListParams } from '../../../../components/useListParams.ts';
import { CatalogueListPage } from '../shared/CatalogueListPage.tsx';
import { PacksTable } from './PacksTable.tsx';

/** `/dashboard/catalogue/packs` */
export default function PacksPage() {
  const list = useListParams([]);
  return (
    <CatalogueListPage
      kind="packs"
      list={list}
      query={usePacks({ page: list.page, search: list.search || undefined })}
      duplicate={useDuplicatePack()}
      remove={useDeletePack()}
    >
      {(rows) => <PacksTable {...rows} />}
    </CatalogueListPage>
  );
}

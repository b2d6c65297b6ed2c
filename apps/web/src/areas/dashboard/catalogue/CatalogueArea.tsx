import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { AreaGate } from '../access/index.ts';
import { CatalogueLayout } from './CatalogueLayout.tsx';
import CatalogueImportPage from './import/CatalogueImportPage.tsx';
import PackEditorPage from './packs/PackEditorPage.tsx';
import PacksPage from './packs/PacksPage.tsx';
import ProductEditorPage from './products/ProductEditorPage.tsx';
import ProductsPage from './products/ProductsPage.tsx';
import ServiceEditorPage from './services/ServiceEditorPage.tsx';
import ServicesPage from './services/ServicesPage.tsx';

/** `/dashboard/catalogue/*`: products with their units, packs and services. */
export default function CatalogueArea() {
  return (
    <AreaGate area="catalogue">
      <Routes>
        <Route element={<CatalogueLayout />}>
          <Route index element={<ProductsPage />} />
          <Route path="packs" element={<PacksPage />} />
          <Route path="services" element={<ServicesPage />} />
        </Route>
        <Route path="import" element={<CatalogueImportPage />} />
        <Route path="products/new" element={<ProductEditorPage />} />
        <Route path="products/:id" element={<ProductEditorPage />} />
        <Route path="packs/new" element={<PackEditorPage />} />
        <Route path="packs/:id" element={<PackEditorPage />} />
        <Route path="services/new" element={<ServiceEditorPage />} />
        <Route path="services/:id" element={<ServiceEditorPage />} />
        <Route path="*" element={<NotFoundPage homeHref="/dashboard/catalogue" />} />
      </Routes>
    </AreaGate>
  );
}

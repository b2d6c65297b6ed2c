import type { CatalogueMessages } from './fr.ts';

const catalogue: CatalogueMessages = {
  title: 'Catalogo',
};

export default catalogue;

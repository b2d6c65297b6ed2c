import type { CatalogueMessages } from './fr.ts';

const catalogue: CatalogueMessages = {
  title: 'Catálogo',
};

export default catalogue;

import type { CatalogueMessages } from './fr.ts';

const catalogue: CatalogueMessages = {
  title: 'Catalogue',
};

export default catalogue;

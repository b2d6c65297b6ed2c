/** Catalogue screens, French (the reference: other languages have exactly these keys). */
const catalogue = {
  title: 'Catalogue',
};

export type CatalogueMessages = typeof catalogue;
export default catalogue;

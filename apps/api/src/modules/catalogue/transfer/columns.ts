/**
 * The catalogue CSV files (UTF-8 with BOM, `;`, CRLF). Export and import share these layouts, so an exported file
 * imports as it is (into the same company: nothing duplicates; into another: the same catalogue).
 *
 * Products, one row per unit of a serialised product (the model and product columns repeated on each), one row for
 * a serialised product without units and one row per quantity product:
 *   modelName; verticale; category; brand; sizes;
 *   productName; stockMode; quantity; <price grid>; deposit; bufferBeforeMinutes; bufferAfterMinutes;
 *   isLCD; isLLD; online; insuranceEligible; vatRate; lldMonthlyPrice;
 *   serialNumber; qrCodeValue; state; inService; size; notes
 *
 * Packs, one row per pack:
 *   name; type; items; <price grid>; isLCD; isLLD; online; description
 *
 * <price grid> is flat, see grid-columns.ts. Amounts are decimal in major units with a comma (12,5); vatRate is a
 * percentage (5,5; empty: the company's rate); booleans are yes/no; `sizes` and `items` are lists joined by `|`; an
 * item is `name × quantity` (a product name in a PRODUCT pack, a category name in a CATEGORY pack). The category is
 * written in the company's default language and read in any language.
 *
 * On import, rows are matched (models by name, products by name within their model, units by serial number or QR
 * value, packs by name) and an empty cell keeps what the matched record has; a new record takes the defaults. The
 * price columns form one grid: a row with any price replaces the whole grid, a row without prices keeps it.
 * Each column is also read under the other names listed here (case, accents, spaces and punctuation do not count).
 */

export const MODEL_COLUMNS = {
  modelName: ['model', 'modele', 'productModel', 'nom du modele'],
  verticale: ['vertical', 'activite'],
  category: ['categorie'],
  brand: ['marque'],
  sizes: ['tailles'],
} as const;

export const PRODUCT_COLUMNS = {
  productName: ['product', 'produit', 'nom du produit', 'name', 'nom'],
  stockMode: ['mode de stock', 'gestion du stock'],
  quantity: ['quantite', 'qty', 'stockQuantity'],
} as const;

export const OFFER_COLUMNS = {
  deposit: ['caution', 'depot de garantie'],
  bufferBeforeMinutes: ['bufferBefore', 'battement avant'],
  bufferAfterMinutes: ['bufferAfter', 'battement apres'],
  isLCD: ['lcd', 'courte duree'],
  isLLD: ['lld', 'longue duree'],
  online: ['en ligne'],
  insuranceEligible: ['insurance', 'assurance'],
  vatRate: ['vat', 'tva', 'taux de tva'],
  lldMonthlyPrice: ['monthlyPrice', 'prix mensuel lld', 'loyer mensuel'],
} as const;

export const UNIT_COLUMNS = {
  serialNumber: ['serial', 'numero de serie', 'n de serie'],
  qrCodeValue: ['qrCode', 'qr', 'code qr'],
  state: ['etat'],
  inService: ['en service'],
  size: ['taille'],
  notes: ['note', 'commentaire', 'remarques'],
} as const;

export const PACK_COLUMNS = {
  name: ['pack', 'nom', 'nom du pack'],
  type: ['type de pack'],
  items: ['contenu', 'articles', 'produits'],
} as const;

export const PACK_OFFER_COLUMNS = {
  isLCD: OFFER_COLUMNS.isLCD,
  isLLD: OFFER_COLUMNS.isLLD,
  online: OFFER_COLUMNS.online,
  description: ['description'],
} as const;

export const names = (columns: Record<string, readonly string[]>) => Object.keys(columns);

/** The item `name × quantity`; "× 1" is written too, so a name ending in a number stays readable. */
export const ITEM_TIMES = '×';

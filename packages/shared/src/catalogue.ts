/** Longest name of a shop's own product category. */
export const CATEGORY_NAME_MAX = 80;

/** A category name as stored: trimmed, inner spaces collapsed. */
export const cleanCategoryName = (typed: string) => typed.normalize('NFC').trim().replace(/\s+/g, ' ');

/**
 * What makes two category names the same category of a company: case and spacing do not count
 * ("E-bikes", " e-BIKES "). The API keys categories with it; the web matches suggestions with it.
 */
export const categoryKey = (typed: string) => cleanCategoryName(typed).toLocaleLowerCase('und');

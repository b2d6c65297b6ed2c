/**
 * The texts a shop writes for its store: the home page's welcome line and introduction, what the product page says
 * about booking, what checkout says (pick-up, documents to bring) and the confirmation's message.
 */
export const STORE_TEXT_KEYS = ['welcome', 'introduction', 'booking', 'checkout', 'confirmation'] as const;
export type StoreTextKey = (typeof STORE_TEXT_KEYS)[number];

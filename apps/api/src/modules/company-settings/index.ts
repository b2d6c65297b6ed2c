// The public entry of the company-settings module: what other modules may use.

export { companySettingsView, companySlugHistoryView } from './read-views.ts';
export { findSettings, settingsForRequest } from './repository.ts';
export type { StoredSettings } from './sections.ts';
export { companyBySlug, storeBySlug } from './store/store-lookup.ts';
export { deliveryView, imageView } from './views.ts';

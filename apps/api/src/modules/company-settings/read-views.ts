import { readView } from '../../platform/db/read-view.ts';
import { companySettings, companySlugHistory } from './tables.ts';

/** Read-only views of this module's tables for other modules' reads and joins (see readView). */
export const companySlugHistoryView = readView(companySlugHistory, 'company_slug_history');
export const companySettingsView = readView(companySettings, 'company_settings');

import { readView } from '../../platform/db/read-view.ts';
import { customers } from './tables.ts';

/** Read-only views of this module's tables for other modules' reads and joins (see readView). */
export const customersView = readView(customers, 'customers');

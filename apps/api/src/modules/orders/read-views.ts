import { readView } from '../../platform/db/read-view.ts';
import { orderLines, unitAssignments } from './tables.ts';

/** Read-only views of this module's tables for other modules' reads and joins (see readView). */
export const unitAssignmentsView = readView(unitAssignments, 'unit_assignments');
export const orderLinesView = readView(orderLines, 'order_lines');

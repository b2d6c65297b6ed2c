import { readView } from '../../platform/db/read-view.ts';
import { memberships } from './tables.ts';

/** Read-only views of this module's tables for other modules' reads and joins (see readView). */
export const membershipsView = readView(memberships, 'memberships');

import { employee } from '../../platform/http/access.ts';

/** Who may read and who may change orders (employees with that access to the orders module; managers). */
export const orderRead = employee('orders', 'read');
export const orderWrite = employee('orders', 'write');

import { useCan } from '../../access/index.ts';

/** Book, change and run orders (read-only staff only see them). */
export const useCanWriteOrders = () => useCan('orders', 'write');

import { useCurrentMe } from '../../MeContext.tsx';
import { canAccess } from '../../permissions.ts';

/** Book, change and run orders (read-only staff only see them). */
export const useCanWriteOrders = () => canAccess(useCurrentMe().membership, 'orders', 'write');

import { useCurrentMe } from '../../MeContext.tsx';
import { canAccess } from '../../permissions.ts';

/** Creating, changing, importing and deleting customers needs write access to the customers module. */
export function useCanEditCustomers() {
  return canAccess(useCurrentMe().membership, 'customers', 'write');
}

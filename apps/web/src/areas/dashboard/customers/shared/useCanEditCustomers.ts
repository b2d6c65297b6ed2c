import { useCan } from '../../access/index.ts';

/** Creating, changing, importing and deleting customers needs write access to the customers module. */
export const useCanEditCustomers = () => useCan('customers', 'write');

import type { RouteDef } from '../platform/http/route.ts';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { companyRoutes } from './companies/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { employeeRoutes } from './employees/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { rentalPlaceRoutes } from './rental-place/routes.ts';
import { userRoutes } from './users/routes.ts';

/** Every route of the API, by domain. */
export const allRoutes: RouteDef[] = [
  ...healthRoutes,
  ...authRoutes,
  ...userRoutes,
  ...employeeRoutes,
  ...companyRoutes,
  ...rentalPlaceRoutes,
  ...adminRoutes,
  ...devRoutes,
];

import type { RouteDef } from '../platform/http/route.ts';
import { healthRoutes } from './health/routes.ts';

/** Every route of the API, by domain. */
export const allRoutes: RouteDef[] = [...healthRoutes];

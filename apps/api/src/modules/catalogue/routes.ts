import { packRoutes } from './pack-routes.ts';
import { productRoutes } from './product-routes.ts';
import { serviceRoutes } from './service-routes.ts';
import { unitRoutes } from './unit-routes.ts';

export const catalogueRoutes = [...productRoutes, ...unitRoutes, ...packRoutes, ...serviceRoutes];

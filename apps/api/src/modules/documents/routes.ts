import { documentRoutes } from './files/routes.ts';
import { documentModelRoutes } from './models/routes.ts';

export const documentsRoutes = [...documentModelRoutes, ...documentRoutes];

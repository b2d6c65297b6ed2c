import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { homeFigures } from './home.ts';
import { HomeView } from './schemas.ts';

/** The dashboard's home: the day's figures in one read. */
export const homeRoutes = [
  route({
    method: 'GET',
    url: '/dashboard/home',
    operationId: 'getDashboardHome',
    summary:
      "Today's departures, returns, late returns and no-shows, open requests and messages, units out of service or in maintenance, bookings of the next 14 days and use per category; parts the caller may not read are null",
    access: employee(),
    schema: { response: { 200: HomeView } },
    handler: (ctx) => homeFigures(ctx),
  }),
];

import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { integrationRoutes } from './integrations/integration-routes.ts';
import { moneySettingRoutes } from './routes-payments.ts';
import { shopSettingRoutes } from './routes-shop.ts';
import { getSettings } from './service.ts';
import { storeRoutes } from './store/store-routes.ts';
import { SettingsView } from './view-schemas.ts';

export const companySettingsRoutes = [
  route({
    method: 'GET',
    url: '/company/settings',
    operationId: 'getCompanySettings',
    summary: 'Every setting of the current company, for the dashboard settings pages',
    access: employee('settings', 'read'),
    schema: { response: { 200: SettingsView } },
    handler: (ctx) => getSettings(ctx),
  }),
  ...shopSettingRoutes,
  ...moneySettingRoutes,
  ...storeRoutes,
  ...integrationRoutes,
];

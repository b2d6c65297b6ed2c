import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { settingsApi } from '../../../../test/factories/company-settings.ts';
import { login, makeEmployee, makeShop } from '../../../../test/factories.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import {
  type CompanyIntegrations,
  linkTulip,
  newSquareDevice,
  registerAncvShopId,
  revokeSquare,
} from './integrations.ts';

describe('company settings: integrations', async () => {
  const { app, db } = await createTestApp();

  it.each([
    ['/company/subscription/add-item', { itemId: 'seats', quantity: 2 }, 'billing'],
    ['/company/subscription/remove-item', { itemId: 'seats' }, 'billing'],
    ['/company/subscription/update-item', { itemId: 'seats', quantity: 3 }, 'billing'],
    ['/company/newCompanySquareDevice', { name: 'Comptoir' }, 'square'],
    ['/company/squareRevokeOauthToken', {}, 'square'],
    ['/company/tulip/link/tulip-123', {}, 'tulip'],
    ['/company/ancv/registerShopID', { shopId: '0123456789' }, 'ancv'],
  ])('%s answers 503 integrationNotConfigured naming %s', async (path, payload, integration) => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const res = await api.post(path, payload);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'integrationNotConfigured', details: { integration } });
    expect(res.body.message).toContain(integration);
    // Nothing was recorded as linked.
    expect((await api.get()).body.integrations).toEqual({
      tulip: {
        linked: false,
        linkedId: null,
        insuranceMode: 'off',
        price: { method: 'SHARE', percent: 0, perItemDay: 0, minimum: null },
      },
      square: { connected: false, locationId: null },
      ancv: { shopId: null },
    });
  });

  it('still validates the bodies of unconfigured integrations', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    expect(await api.post('/company/subscription/add-item', { itemId: 'seats', quantity: 0 })).toMatchObject({
      status: 400,
      body: { details: { field: 'quantity' } },
    });
    expect(await api.post('/company/ancv/registerShopID', {})).toMatchObject({
      status: 400,
      body: { details: { field: 'shopId' } },
    });
  });

  it('lets only managers change the subscription', async () => {
    const { company } = await makeShop(app, db);
    const clerk = await makeEmployee(db, company.id, { access: { settings: 'write' } });
    const res = await settingsApi(app, await login(app, clerk.email)).post('/company/subscription/add-item', {
      itemId: 'seats',
      quantity: 1,
    });
    expect(res.status).toBe(403);
  });

  it('records the link when an adapter is configured', async () => {
    const { company, manager } = await makeShop(app, db);
    const calls: string[] = [];
    const companyIntegrations: CompanyIntegrations = {
      tulip: { link: async (id, tulipId) => void calls.push(`tulip ${id} ${tulipId}`) },
      ancv: { registerShopId: async (id, shopId) => void calls.push(`ancv ${id} ${shopId}`) },
      square: {
        createDeviceCode: async (_id, input) => ({ deviceCodeId: 'dc1', code: 'ABCD', name: input.name, pairBy: null }),
        revokeOauthToken: async (id) => void calls.push(`square revoke ${id}`),
      },
    };
    const ctx: Ctx = {
      db,
      actor: {
        kind: 'user',
        sessionId: 's',
        userId: manager.id,
        role: 'manager',
        email: manager.email,
        companyId: company.id,
        tool: 'dashboard',
        membership: { isManager: true, access: {} as never },
        impersonatedBy: null,
        openedByB2bAccountId: null,
      },
      companyId: company.id,
      now: new Date(),
      log: app.log,
      requestId: 'test',
      ip: '127.0.0.1',
      deps: { ...app.deps, companyIntegrations } as Ctx['deps'],
    };
    expect((await linkTulip(ctx, 'T-42')).integrations.tulip).toEqual({
      linked: true,
      linkedId: 'T-42',
      insuranceMode: 'off',
      price: { method: 'SHARE', percent: 0, perItemDay: 0, minimum: null },
    });
    expect((await registerAncvShopId(ctx, '998877')).integrations.ancv).toEqual({ shopId: '998877' });
    expect(await newSquareDevice(ctx, { name: 'Comptoir' })).toEqual({
      deviceCodeId: 'dc1',
      code: 'ABCD',
      name: 'Comptoir',
      pairBy: null,
    });
    expect((await revokeSquare(ctx)).integrations.square).toEqual({ connected: false, locationId: null });
    expect(calls).toEqual([`tulip ${company.id} T-42`, `ancv ${company.id} 998877`, `square revoke ${company.id}`]);
  });
});

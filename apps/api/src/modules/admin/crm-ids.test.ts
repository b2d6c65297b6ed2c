import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeAdmin, makeShop, makeUser } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { users } from '../users/tables.ts';

describe('CRM ids of users', async () => {
  const { app, db } = await createTestApp();
  const { headers } = await makeAdmin(app, db);
  const put = (url: string, payload: object, as = headers) =>
    app.inject({ method: 'PUT', url: `/v2/admin/user/${url}`, headers: as, payload });
  const stored = async (id: string) =>
    (await db.select({ hubspotId: users.hubspotId, slackId: users.slackId }).from(users).where(eq(users.id, id)))[0];

  it('sets the HubSpot and Slack ids, answers the admin user detail with them, and clears them', async () => {
    const { company, manager } = await makeShop(app, db);
    const hubspot = await put('updateHubspotId', { userId: manager.id, hubspotId: ' 51234 ' });
    expect(hubspot.statusCode).toBe(200);
    expect(hubspot.json()).toMatchObject({
      user: { id: manager.id, email: manager.email, hubspotId: '51234', slackId: null },
      companies: [{ id: company.id, isManager: true }],
    });
    const slack = await put('updateSlackId', { userId: manager.id, slackId: 'U07ABCDEF' });
    expect(slack.json().user).toMatchObject({ hubspotId: '51234', slackId: 'U07ABCDEF' });
    expect(await stored(manager.id)).toEqual({ hubspotId: '51234', slackId: 'U07ABCDEF' });
    const detail = await app.inject({ method: 'GET', url: `/v2/admin/user/${manager.id}`, headers });
    expect(detail.json().user).toMatchObject({ hubspotId: '51234', slackId: 'U07ABCDEF' });

    await put('updateHubspotId', { userId: manager.id, hubspotId: '' });
    await put('updateSlackId', { userId: manager.id, slackId: null });
    expect(await stored(manager.id)).toEqual({ hubspotId: null, slackId: null });
    const trail = await db
      .select({ action: auditLog.action, from: auditLog.fromState, to: auditLog.toState })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, manager.id)));
    expect(trail).toEqual([
      { action: 'user.hubspotId', from: null, to: '51234' },
      { action: 'user.slackId', from: null, to: 'U07ABCDEF' },
      { action: 'user.hubspotId', from: '51234', to: null },
      { action: 'user.slackId', from: 'U07ABCDEF', to: null },
    ]);
  });

  it('keeps the CRM ids out of the shared user view', async () => {
    const user = await makeUser(db, { hubspotId: '777' });
    const list = await app.inject({
      method: 'GET',
      url: `/v2/admin/user/search?search=${encodeURIComponent(user.email)}`,
      headers,
    });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).not.toHaveProperty('hubspotId');
  });

  it('answers 404 for an unknown user, 400 for a malformed body and 403 to a manager', async () => {
    const shop = await makeShop(app, db);
    const unknown = await put('updateSlackId', { userId: '01890000-0000-7000-8000-000000000000', slackId: 'U1' });
    expect(unknown.statusCode).toBe(404);
    expect((await put('updateHubspotId', { userId: shop.manager.id, hubspotId: 'x'.repeat(101) })).statusCode).toBe(
      400,
    );
    expect((await put('updateHubspotId', { userId: shop.manager.id })).statusCode).toBe(400);
    const refused = await put('updateHubspotId', { userId: shop.manager.id, hubspotId: '1' }, shop.headers);
    expect(refused.statusCode).toBe(403);
    expect(await stored(shop.manager.id)).toEqual({ hubspotId: null, slackId: null });
  });
});

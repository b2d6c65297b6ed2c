import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeShop } from '../../test/factories.ts';
import { insertRentalPlaceUser } from '../modules/rental-place/repository.ts';
import { newId } from '../platform/ids.ts';
import { seedDemoCustomers } from './demo-customers.ts';

describe('demo customers', async () => {
  const { app, db } = await createTestApp();

  it('give the demo shop about forty customers that the API itself would accept', async () => {
    const { company, headers } = await makeShop(app, db);
    const marketplace = await insertRentalPlaceUser(db, {
      id: newId(),
      email: 'client@demo.hirebase.test',
      firstName: 'Léa',
      lastName: 'Dupont',
    });
    await seedDemoCustomers(db, company.id, new Date('2026-03-01T10:00:00Z'));
    const models = (await app.inject({ method: 'GET', url: '/v2/customer-model/all', headers })).json();
    expect(models.map((m: { name: string; isDefault: boolean }) => [m.name, m.isDefault])).toEqual([
      ['Clients location', true],
      ['Professionnels', false],
    ]);
    const list = (await app.inject({ method: 'GET', url: '/v2/customer?limit=100', headers })).json();
    expect(list.total).toBe(40);
    const types = list.items.map((c: { type: string }) => c.type);
    expect(types.filter((t: string) => t === 'entreprise')).toHaveLength(7);
    const hotel = list.items.find((c: { displayName: string }) => c.displayName === 'Hôtel Le Belvédère du Lac');
    expect(hotel).toMatchObject({
      notes: 'Vélos pour les clients de l’hôtel ; facture en fin de mois.',
      customFields: { purchaseOrder: 'BC-2026-014', monthlyInvoice: true, contractEnd: '2026-12-31' },
      addresses: [{ label: 'Siège', city: 'Annecy', zip: '74000', country: 'FR' }],
    });
    const lea = list.items.find((c: { email: string | null }) => c.email === 'client@demo.hirebase.test');
    expect(lea).toMatchObject({ displayName: 'Léa Dupont', rentalPlaceUserId: marketplace.id });
    const school = await app.inject({
      method: 'GET',
      url: '/v2/customer/listSelectCustomers?search=ecole%20ski',
      headers,
    });
    expect(school.json().map((c: { displayName: string }) => c.displayName)).toEqual(['École de Ski des Aravis']);
    // Every seeded customer passes the checks of the API (names, emails, custom fields of its model).
    for (const c of list.items) {
      const { id, type, customerModelId, firstName, lastName, companyName, email, customFields } = c;
      const res = await app.inject({
        method: 'POST',
        url: '/v2/customer',
        headers,
        payload: { id, type, customerModelId, firstName, lastName, companyName, email, customFields },
      });
      expect(res.statusCode, `${c.displayName}: ${res.body}`).toBe(200);
    }
  });
});

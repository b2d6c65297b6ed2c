import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeCustomer, makeCustomerModel, withDefaultFields } from '../../../test/factories/customers.ts';
import { makeShop } from '../../../test/factories.ts';

describe('customer list and CSV export', async () => {
  const { app, db, clock } = await createTestApp();
  const shop = await makeShop(app, db, { timezone: 'Europe/Paris' });
  const companyId = shop.company.id;
  await withDefaultFields(db, companyId, [
    { key: 'height', label: 'Taille', type: 'number', required: false },
    { key: 'helmet', label: 'Casque', type: 'boolean', required: false },
  ]);
  const pro = await makeCustomerModel(
    db,
    companyId,
    [{ key: 'siret', label: 'SIRET', type: 'text', required: false }],
    'Pro',
  );
  const at = (iso: string) => new Date(iso);
  const lea = await makeCustomer(db, companyId, {
    firstName: 'Léa',
    lastName: 'Dupont',
    email: 'lea.dupont@example.test',
    phone: '+33 6 12 34 56 78',
    createdAt: at('2026-01-05T09:00:00Z'),
    customFields: { height: 168.5, helmet: true },
    addresses: [{ label: '', street: '3 rue Royale', zip: '74000', city: 'Annecy', country: 'FR' }],
    notes: 'Casque; "taille M"\nà préparer',
    marketingConsent: true,
  });
  const hotel = await makeCustomer(db, companyId, {
    type: 'entreprise',
    companyName: 'Hôtel Impérial Palace',
    firstName: null,
    lastName: null,
    email: 'Reception@Imperial.test',
    phone: '04 50 09 30 00',
    createdAt: at('2026-01-06T09:00:00Z'),
    customerModelId: pro.id,
    customFields: { siret: '12345678900012' },
  });
  const school = await makeCustomer(db, companyId, {
    type: 'entreprise',
    companyName: '=HYPERLINK("http://evil.test")',
    firstName: null,
    lastName: null,
    email: null,
    createdAt: at('2026-01-07T09:00:00Z'),
  });
  const tom = await makeCustomer(db, companyId, {
    firstName: 'Tom',
    lastName: 'Baker',
    email: 'tom@example.co.uk',
    language: 'en',
    createdAt: at('2026-01-08T09:00:00Z'),
  });
  const zoe = await makeCustomer(db, companyId, {
    firstName: 'Zoé',
    lastName: 'Favre',
    email: 'zoe.favre@example.ch',
    phone: '+41 79 123 45 67',
    createdAt: at('2026-01-09T23:30:00Z'),
  });
  const deleted = await makeCustomer(db, companyId, { lastName: 'Dupont', deletedAt: at('2026-01-10T00:00:00Z') });
  const otherShop = await makeShop(app, db);
  await makeCustomer(db, otherShop.company.id, { lastName: 'Dupont', email: 'lea.dupont@example.test' });

  const list = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/v2/customer${query}`, headers: shop.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { id: string }[]; total: number; page: number; limit: number };
  };
  const ids = async (query = '') => (await list(query)).items.map((c) => c.id);

  it('lists the live customers of the company, newest first, with pages', async () => {
    expect(await ids()).toEqual([zoe.id, tom.id, school.id, hotel.id, lea.id]);
    const page2 = await list('?page=2&limit=2');
    expect(page2).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(page2.items.map((c) => c.id)).toEqual([school.id, hotel.id]);
    expect((await ids()).includes(deleted.id)).toBe(false);
  });

  it('filters by type, email, last name, company name, creation date, model and consent', async () => {
    expect(await ids('?type=entreprise')).toEqual([school.id, hotel.id]);
    expect(await ids('?type.in=individual&sort=createdAt__asc')).toEqual([lea.id, tom.id, zoe.id]);
    expect(await ids('?email=reception%40imperial.TEST')).toEqual([hotel.id]);
    expect(await ids('?email.contains=EXAMPLE.c')).toEqual([zoe.id, tom.id]);
    expect(await ids('?email.isNull=true')).toEqual([school.id]);
    expect(await ids('?lastName.contains=dup')).toEqual([lea.id]);
    expect(await ids('?companyName.exists=true')).toEqual([school.id, hotel.id]);
    expect(await ids('?createdAt.gte=2026-01-06&createdAt.lt=2026-01-08')).toEqual([school.id, hotel.id]);
    expect(await ids(`?customerModelId=${pro.id}`)).toEqual([hotel.id]);
    expect(await ids('?marketingConsent=true')).toEqual([lea.id]);
  });

  it('searches words in names, email, phone and company name, ignoring case and accents', async () => {
    expect(await ids('?search=imperial')).toEqual([hotel.id]);
    expect(await ids('?search=LEA%20dupont')).toEqual([lea.id]);
    expect(await ids('?search=06%2012%2034%2056%2078')).toEqual([lea.id]);
    expect(await ids('?search=612345678')).toEqual([lea.id]);
    expect(await ids('?search=79%20123%2045')).toEqual([zoe.id]);
    expect(await ids('?search=zoe&type=individual')).toEqual([zoe.id]);
    expect(await ids('?search=%25')).toEqual([]);
  });

  it('sorts by name (company name for an entreprise), last name or email', async () => {
    expect(await ids('?sort=name__asc&email.exists=true')).toEqual([tom.id, lea.id, zoe.id, hotel.id]);
    expect(await ids('?sort=lastName__desc&type=individual')).toEqual([zoe.id, lea.id, tom.id]);
    expect(await ids('?sort=email__asc&email.exists=true')).toEqual([lea.id, hotel.id, tom.id, zoe.id]);
  });

  it('answers 400 naming the key for unknown filters, operators, sorts and bad values', async () => {
    for (const [query, field] of [
      ['?phone=1', 'phone'],
      ['?type.contains=x', 'type.contains'],
      ['?type=robot', 'type'],
      ['?sort=phone__asc', 'sort'],
      ['?createdAt.gte=yesterday', 'createdAt.gte'],
      ['?customerModelId=12', 'customerModelId'],
      ['?limit=501', 'limit'],
    ]) {
      const res = await app.inject({ method: 'GET', url: `/v2/customer${query}`, headers: shop.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details.field, query).toBe(field);
    }
  });

  it('exports CSV bytes a spreadsheet opens: BOM, ";", CRLF, quoted cells, custom fields, local dates', async () => {
    clock.set('2026-03-01T23:30:00Z');
    const res = await app.inject({ method: 'GET', url: '/v2/customer/csv?sort=createdAt__asc', headers: shop.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The date of the file name is the company's: already 2 March in Paris.
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers-2026-03-02.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'type;firstName;lastName;companyName;vatNumber;email;phone;language;birthDate;street;zip;city;country;' +
        'marketingConsent;notes;createdAt;custom.height;custom.helmet;custom.siret',
    );
    expect(lines[1]).toBe(
      'individual;Léa;Dupont;;;lea.dupont@example.test;+33 6 12 34 56 78;;;3 rue Royale;74000;Annecy;FR;yes;' +
        '"Casque; ""taille M""\nà préparer";2026-01-05 10:00;168,5;yes;',
    );
    expect(lines[2]).toBe(
      'entreprise;;;Hôtel Impérial Palace;;Reception@Imperial.test;04 50 09 30 00;;;;;;;no;;2026-01-06 10:00;;;12345678900012',
    );
    // A cell a spreadsheet would run as a formula is defused.
    expect(lines[3]).toBe(`entreprise;;;"'=HYPERLINK(""http://evil.test"")";;;;;;;;;;no;;2026-01-07 10:00;;;`);
    expect(lines[5].split(';')[15]).toBe('2026-01-10 00:30');
    expect(lines).toHaveLength(7);
    expect(lines[6]).toBe('');
    expect(text).not.toContain(deleted.id);
  });

  it('exports only what the same filters list', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v2/customer/csv?type=entreprise&search=palace',
      headers: shop.headers,
    });
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Hôtel Impérial Palace');
    const bad = await app.inject({ method: 'GET', url: '/v2/customer/csv?phone=1', headers: shop.headers });
    expect(bad.statusCode).toBe(400);
  });
});

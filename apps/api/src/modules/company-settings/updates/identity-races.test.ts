import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { interleave, racing, winnerFirst } from '../../../../test/concurrency.ts';
import { makeShop } from '../../../../test/factories.ts';

describe('two companies taking the same name or store address at once', async () => {
  const { app, db } = await createTestApp();
  const { send } = racing(app, db);
  const [a, b] = [await makeShop(app, db), await makeShop(app, db)];
  const both = (url: string, body: object) =>
    interleave(
      db,
      'lock table companies in share mode',
      send(a.headers, 'PUT', url, body),
      send(b.headers, 'PUT', url, body),
    );

  it('one takes the name, the other is told it is taken', async () => {
    const { first, second } = await both('/company/updateCompanyMainInfos', { name: 'Vélos du Lac' });
    const answers = winnerFirst(first, second);
    expect(answers[0].status, JSON.stringify(answers[0].body)).toBe(200);
    expect(answers[1]).toMatchObject({ status: 409, body: { code: 'nameTaken', details: { field: 'name' } } });
  });

  it('one takes the store address, the other is told it is taken', async () => {
    const { first, second } = await both('/company/updateSlug', { slug: 'velos-du-lac' });
    const answers = winnerFirst(first, second);
    expect(answers[0].status, JSON.stringify(answers[0].body)).toBe(200);
    expect(answers[1]).toMatchObject({ status: 409, body: { code: 'slugTaken', details: { field: 'slug' } } });
  });
});

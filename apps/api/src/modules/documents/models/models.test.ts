import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { documentsApi, makeDocumentOrder } from '../../../../test/factories/documents.ts';
import { makeShop } from '../../../../test/factories.ts';
import { runDueJobsNow } from '../../../../test/jobs.ts';
import { documentGenerationJob } from '../generation/generation-job.ts';

const CONTRACT = '00000000-0000-4000-8000-000000000001';

describe('document models', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const api = documentsApi(app, shop.headers);
  const foreign = documentsApi(app, other.headers);

  it('GET /v2/document-model/byCompany: a new company has the built-in models of every kind, named in its language', async () => {
    const res = await api.models('en');
    expect(res.status).toBe(200);
    expect(
      res.body.items.map((m: { kind: string; name: string; builtIn: boolean }) => [m.kind, m.name, m.builtIn]),
    ).toEqual([
      ['CONTRACT', 'Rental agreement', true],
      ['QUOTE', 'Quote', true],
      ['RECEIPT', 'Receipt', true],
      ['DEPOSIT_RECEIPT', 'Deposit receipt', true],
    ]);
    expect(res.body.variables).toContain('customer.name');
    expect(res.body.defaults.map((m: { id: string; name: string }) => m.name)).toEqual([
      'Rental agreement',
      'Quote',
      'Receipt',
      'Deposit receipt',
    ]);
    const contract = res.body.items[0];
    expect(contract.blocks.map((b: { type: string }) => b.type)).toEqual([
      'title',
      'company',
      'customer',
      'orderInfo',
      'text',
      'lines',
      'totals',
      'deposit',
      'terms',
      'signatures',
    ]);
    expect(contract.blocks[0].text).toMatchObject({
      fr: 'Contrat de location n° {{order.number}}',
      it: 'Contratto di noleggio n. {{order.number}}',
    });
    expect((await api.model(CONTRACT)).body).toMatchObject({ id: CONTRACT, builtIn: true, kind: 'CONTRACT' });
  });

  it('POST /v2/document-model with a built-in id makes the company’s own copy; later saves change it', async () => {
    const blocks = [
      {
        type: 'title',
        text: { fr: 'Contrat {{order.number}} de {{customer.name}}', en: 'Agreement {{order.number}}' },
      },
      { type: 'lines' },
      { type: 'totals', text: { fr: 'ignored' } },
      { type: 'signatures' },
    ];
    const copy = await api.saveModel({ id: CONTRACT, kind: 'CONTRACT', name: '  Contrat vélo  ', blocks });
    expect(copy.status).toBe(200);
    expect(copy.body).toMatchObject({ kind: 'CONTRACT', name: 'Contrat vélo', builtIn: false });
    expect(copy.body.id).not.toBe(CONTRACT);
    expect(copy.body.blocks).toEqual([blocks[0], { type: 'lines' }, { type: 'totals' }, { type: 'signatures' }]);
    const kinds = (await api.models()).body.items.map((m: { kind: string; builtIn: boolean }) => [m.kind, m.builtIn]);
    expect(kinds).toEqual([
      ['CONTRACT', false],
      ['QUOTE', true],
      ['RECEIPT', true],
      ['DEPOSIT_RECEIPT', true],
    ]);
    const changed = await api.saveModel({ id: copy.body.id, kind: 'CONTRACT', name: 'Contrat 2027', blocks });
    expect(changed.body).toMatchObject({ id: copy.body.id, name: 'Contrat 2027' });
    expect((await api.model(copy.body.id)).body.name).toBe('Contrat 2027');
    // the other company still has the built-in contract only
    const theirs = (await foreign.models()).body.items;
    expect(theirs.find((m: { kind: string }) => m.kind === 'CONTRACT')).toMatchObject({ id: CONTRACT, builtIn: true });
    expect((await foreign.model(copy.body.id)).status).toBe(404);
    expect((await foreign.deleteModel(copy.body.id)).status).toBe(404);
    expect((await foreign.saveModel({ id: copy.body.id, kind: 'CONTRACT', name: 'x', blocks })).status).toBe(404);
  });

  it('refuses bad input with a 400 naming the field, and an unknown variable naming it', async () => {
    const unknown = await api.saveModel({
      kind: 'QUOTE',
      name: 'Devis',
      blocks: [{ type: 'lines' }, { type: 'text', text: { fr: 'Bonjour {{customer.nam}}' } }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toMatchObject({ field: 'blocks/1/text/fr', variable: 'customer.nam' });
    expect(unknown.body.message).toContain('{{customer.nam}}');
    const noText = await api.saveModel({
      kind: 'QUOTE',
      name: 'Devis',
      blocks: [{ type: 'title', text: { fr: ' ' } }],
    });
    expect(noText.body.details).toMatchObject({ field: 'blocks/0/text' });
    const badKind = await api.saveModel({ kind: 'SPELL', name: 'Devis', blocks: [{ type: 'lines' }] });
    expect(badKind.status).toBe(400);
    expect(JSON.stringify(badKind.body.details)).toContain('kind');
    const badBlock = await api.saveModel({ kind: 'QUOTE', name: 'Devis', blocks: [{ type: 'video' }] });
    expect(badBlock.status).toBe(400);
    expect(JSON.stringify(badBlock.body.details)).toContain('blocks');
    const noName = await api.saveModel({ kind: 'QUOTE', name: '   ', blocks: [{ type: 'lines' }] });
    expect(noName.body.details).toMatchObject({ field: 'name' });
    const kindChange = await api.saveModel({ id: CONTRACT, kind: 'QUOTE', name: 'Devis', blocks: [{ type: 'lines' }] });
    expect(kindChange.body.details).toMatchObject({ field: 'kind' });
  });

  it('DELETE /v2/document-model/{id}: 409 naming the model while a document was made with it', async () => {
    const { order } = await makeDocumentOrder(app, db, shop.company.id, shop.headers);
    const model = await api.saveModel({ kind: 'RECEIPT', name: 'Reçu simple', blocks: [{ type: 'lines' }] });
    const unused = await api.saveModel({ kind: 'RECEIPT', name: 'Reçu vide', blocks: [{ type: 'totals' }] });
    const document = await api.generate({ orderId: order.id, documentModelId: model.body.id, language: 'fr' });
    await runDueJobsNow(app, [documentGenerationJob]);
    const refused = await api.deleteModel(model.body.id);
    expect(refused.body).toMatchObject({
      statusCode: 409,
      code: 'modelInUse',
      details: { name: 'Reçu simple', documents: [document.body.key] },
    });
    expect(refused.body.message).toContain('Reçu simple');
    expect((await api.deleteModel(CONTRACT)).body).toMatchObject({ statusCode: 409, code: 'builtInModel' });
    expect(await api.deleteModel(unused.body.id)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await api.model(unused.body.id)).status).toBe(404);
  });

  it('a kind’s documents use the company’s latest own model of it by default', async () => {
    const { order } = await makeDocumentOrder(app, db, shop.company.id, shop.headers);
    const mine = await api.saveModel({ kind: 'DEPOSIT_RECEIPT', name: 'Caution', blocks: [{ type: 'lines' }] });
    const document = await api.generate({ orderId: order.id, kind: 'DEPOSIT_RECEIPT', language: 'it' });
    expect(document.body).toMatchObject({ documentModelId: mine.body.id, kind: 'DEPOSIT_RECEIPT', language: 'it' });
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../../src/app.ts';
import { productHistoryEvents } from '../../src/modules/catalogue/tables.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { makeEmployee, makeUser } from '../factories.ts';
import { runDueJobsNow } from '../jobs.ts';
import { makeUniverse } from './availability.ts';
import { makePayoutAndFeeInvoice } from './balance.ts';
import { makePack, makeProductModel, makeProductWithUnits, makeService } from './catalogue.ts';
import { formData } from './company-settings.ts';
import { makeCustomer, makeCustomerModel } from './customers.ts';
import { finishedImport, uploadCsv } from './imports.ts';
import { invoicesApi } from './invoices.ts';
import { makeOrder } from './order-lifecycle.ts';
import { makePeriodicDiscount, makePriceRule, makePromoCode } from './pricing.ts';
import { makeStateModel, makeStatusModel, makeSurvey } from './states-surveys.ts';

/** The kinds of a company's records that calls name by id (or by another identifier, such as a QR value). */
export type RecordKind =
  | 'company'
  | 'employee'
  | 'productModel'
  | 'product'
  | 'unit'
  | 'qrCode'
  | 'pack'
  | 'packItem'
  | 'service'
  | 'customerModel'
  | 'customer'
  | 'customerEmail'
  | 'customerDocument'
  | 'order'
  | 'orderRequest'
  | 'attachment'
  | 'conditionPhoto'
  | 'documentModel'
  | 'orderDocument'
  | 'orderDocumentId'
  | 'multiOrder'
  | 'waitingListEntry'
  | 'priceRule'
  | 'periodicDiscount'
  | 'promoCode'
  | 'universe'
  | 'stateModel'
  | 'statusModel'
  | 'survey'
  | 'historyEvent'
  | 'importJob'
  | 'invitation'
  | 'emailTemplate'
  | 'invoice'
  | 'creditNote'
  | 'payment'
  | 'deposit'
  | 'payout'
  | 'feeInvoice'
  | 'terminalCheckout'
  | 'ancvTransaction'
  | 'paymentLink';

type Shop = { company: { id: string }; headers: Record<string, string> };

async function send(app: App, shop: Shop, method: 'POST' | 'PUT', url: string, form: ReturnType<typeof formData>) {
  const res = await app.inject({ method, url, headers: { ...shop.headers, ...form.headers }, payload: form.payload });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * One record of every kind for `shop`'s company, made through the API where it can be (so they are as real as a
 * shop's own), answered as kind → identifier. Rentals are booked in `year`, in the future of the test clock.
 */
export async function makeCompanyRecords(
  app: App,
  db: Db,
  shop: Shop,
  year = 2031,
): Promise<Record<RecordKind, string>> {
  const companyId = shop.company.id;
  const employee = await makeEmployee(db, companyId, { access: { orders: 'read' } });
  const model = await makeProductModel(app, shop.headers, { name: 'Trek Marlin' });
  const { product, units } = await makeProductWithUnits(app, shop.headers, 2, { productModelId: model.id });
  const pack = await makePack(app, shop.headers, { name: 'Pack', items: [{ productId: product.id, quantity: 1 }] });
  const service = await makeService(app, shop.headers);
  const customerModel = await makeCustomerModel(db, companyId);
  const customer = await makeCustomer(db, companyId);
  const document = await send(
    app,
    shop,
    'POST',
    `/v2/customer/${customer.id}/documents`,
    formData([{ field: 'file', filename: 'id.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n') }]),
  );
  const period = { startDate: `${year}-07-10T09:00`, endDate: `${year}-07-12T18:00` };
  const order = await makeOrder(app, shop.headers, {
    ...period,
    customerId: customer.id,
    products: [{ productId: product.id, quantity: 2, subProductIds: [units[0].id] }],
    services: [{ serviceId: service.id, quantity: 1 }],
  });
  const invoiced = await makeOrder(app, shop.headers, {
    startDate: `${year}-08-10T09:00`,
    endDate: `${year}-08-12T18:00`,
    products: [{ productId: product.id, quantity: 1 }],
  });
  const invoice = (await invoicesApi(app, shop.headers).issue(invoiced.id)).body;
  const creditNote = (await invoicesApi(app, shop.headers).credit(invoice.id, { lines: [{ position: 0, amount: 1 }] }))
    .body;
  const paid = await app.inject({
    method: 'POST',
    url: '/v2/payment-v2',
    headers: shop.headers,
    payload: { orderId: invoiced.id, amount: 5, method: 'CASH' },
  });
  const deposit = await app.inject({
    method: 'POST',
    url: `/v2/order/addBails/${invoiced.id}`,
    headers: shop.headers,
    payload: { bails: [{ amount: 50, method: 'CHECK' }] },
  });
  const terminal = await app.inject({
    method: 'POST',
    url: '/v2/order/createTerminalCheckout',
    headers: shop.headers,
    payload: { orderId: order.id, amount: 1 },
  });
  const vouchers = await app.inject({
    method: 'POST',
    url: `/v2/payment-v2/ancv/init-checkout/${randomUUID()}`,
    headers: shop.headers,
    payload: { orderId: order.id, amount: 1 },
  });
  const link = await app.inject({
    method: 'POST',
    url: `/v2/order/addPaymentLink/${order.id}`,
    headers: shop.headers,
    payload: { amount: 1, sendMail: false },
  });
  if (link.statusCode !== 200) throw new Error(`payment link failed: ${link.statusCode} ${link.body}`);
  const request = await makeOrder(app, shop.headers, {
    ...period,
    customerId: customer.id,
    isRequest: true,
    message: 'Possible?',
    products: [{ productId: product.id, quantity: 1 }],
  });
  const attached = await send(
    app,
    shop,
    'PUT',
    `/v2/order/attachFile/${order.id}`,
    formData([
      { field: 'files', filename: 'scan.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n') },
    ]),
  );
  const tinyPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const conditionPhotos = await send(
    app,
    shop,
    'POST',
    '/v2/document-state/upload-attachment-files',
    formData([{ field: 'files', filename: 'unit.png', contentType: 'image/png', data: tinyPng }], {
      orderId: order.id,
      subProductId: units[0].id,
      scope: 'DEPART',
    }),
  );
  const multi = await app.inject({
    method: 'POST',
    url: '/v2/multi-order/create',
    headers: shop.headers,
    payload: {
      customerId: customer.id,
      orders: [1, 2].map((day) => ({
        startDate: `${year}-08-0${day}T09:00`,
        endDate: `${year}-08-0${day}T18:00`,
        services: [{ serviceId: service.id, quantity: 1 }],
      })),
    },
  });
  if (multi.statusCode !== 200) throw new Error(`multi-order failed: ${multi.statusCode} ${multi.body}`);
  const waiting = await app.inject({
    method: 'POST',
    url: '/v2/order-waiting-list/create-order-waiting-list',
    headers: shop.headers,
    payload: { ...period, productId: product.id, customerId: customer.id, quantity: 1 },
  });
  if (waiting.statusCode !== 200) throw new Error(`waiting list failed: ${waiting.statusCode} ${waiting.body}`);
  const universe = await makeUniverse(app, shop.headers, 'Bikes', [model.id]);
  const [event] = await db
    .select({ id: productHistoryEvents.id })
    .from(productHistoryEvents)
    .where(and(eq(productHistoryEvents.companyId, companyId), eq(productHistoryEvents.subProductId, units[0].id)));
  const upload = await uploadCsv(app, '/v2/customer/import', shop.headers, 'firstName;lastName\nAda;Lovelace\n');
  if (upload.statusCode !== 202) throw new Error(`import failed: ${upload.statusCode} ${upload.body}`);
  await finishedImport(app, shop.headers, upload.json().id);
  const invited = await makeUser(db);
  const invitation = await app.inject({
    method: 'POST',
    url: '/v2/employee/add',
    headers: shop.headers,
    payload: { email: invited.email, firstName: 'Noa', lastName: 'Petit', access: { orders: 'read' } },
  });
  if (invitation.statusCode !== 200) throw new Error(`invitation failed: ${invitation.statusCode} ${invitation.body}`);
  const pending = await app.inject({ method: 'GET', url: '/v2/employee/invitations', headers: shop.headers });

  const emailTemplate = await app.inject({
    method: 'POST',
    url: '/v2/email-template',
    headers: shop.headers,
    payload: { event: 'LATE', texts: { fr: { subject: 'Retard', body: 'Bonjour {{customer.firstName}}' } } },
  });
  if (emailTemplate.statusCode !== 200) throw new Error(`POST /email-template failed: ${emailTemplate.body}`);
  const documentModel = await app.inject({
    method: 'POST',
    url: '/v2/document-model',
    headers: shop.headers,
    payload: { kind: 'QUOTE', name: 'Devis', blocks: [{ type: 'lines' }] },
  });
  const orderDocument = await app.inject({
    method: 'POST',
    url: '/v2/order/generateDocument',
    headers: shop.headers,
    payload: { orderId: order.id, documentModelId: documentModel.json().id, language: 'fr' },
  });
  if (orderDocument.statusCode !== 200) throw new Error(`document failed: ${orderDocument.body}`);
  await runDueJobsNow(app);

  return {
    company: companyId,
    documentModel: documentModel.json().id,
    orderDocument: orderDocument.json().key,
    orderDocumentId: orderDocument.json().id,
    employee: employee.id,
    invitation: pending.json()[0].id,
    productModel: model.id,
    product: product.id,
    unit: units[0].id,
    qrCode: units[0].qrCodeValue,
    pack: pack.id,
    packItem: pack.items[0].id,
    service: service.id,
    customerModel: customerModel.id,
    customer: customer.id,
    customerEmail: customer.email!,
    customerDocument: document.id,
    order: order.id,
    orderRequest: request.id,
    attachment: attached.attachments[0].key,
    conditionPhoto: conditionPhotos.files[0].id,
    multiOrder: multi.json().id,
    waitingListEntry: waiting.json().id,
    priceRule: (await makePriceRule(db, companyId)).id,
    periodicDiscount: (await makePeriodicDiscount(db, companyId)).id,
    promoCode: (await makePromoCode(db, companyId)).id,
    universe: universe.id,
    stateModel: (await makeStateModel(db, companyId)).id,
    statusModel: (await makeStatusModel(db, companyId)).id,
    survey: (await makeSurvey(db, companyId)).id,
    historyEvent: event!.id,
    importJob: upload.json().id,
    emailTemplate: emailTemplate.json().id,
    invoice: invoice.id,
    creditNote: creditNote.id,
    payment: paid.json().payments[0].id,
    deposit: deposit.json().bails[0].id,
    ...(await makePayoutAndFeeInvoice(app, db, companyId)),
    terminalCheckout: terminal.json().checkoutId,
    ancvTransaction: vouchers.json().transactionId,
    paymentLink: link.json().id,
  };
}

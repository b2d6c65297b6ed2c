import { and, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import { AppError } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { askDepositByLink, checkedAmount, openCardAttempt, toCustomerPage } from '../card-payments/index.ts';
import { linkCustomerToAccount, storeCustomerFields } from '../customers/index.ts';
import { generateDocument } from '../documents/index.ts';
import { attachSurveyDocuments } from '../documents-uploads/index.ts';
import { sendOrderEventMail } from '../mail-templates/index.ts';
import { openStoreBySlug } from '../online-store/index.ts';
import { createStoreOrder } from '../orders/index.ts';
import { depositToTake } from '../payments/index.ts';
import { hashCartToken, lockCartByToken, takeCartLines } from '../store-cart/index.ts';
import { checkoutCustomer } from './account-customer.ts';
import { questionsOfCart, requireLiveCart } from './cart-items.ts';
import { checkCustomInputs, checkSurvey } from './checkout-inputs.ts';
import { resultOf } from './checkout-result.ts';
import { pricedDelivery } from './delivery-choice.ts';
import { orderLinesOf } from './order-body.ts';
import { paymentOf, payNowCents } from './payment-choice.ts';
import type { CheckoutBody } from './schemas.ts';
import { documentsOfCart } from './survey-documents.ts';
import { checkoutDocuments, storeCheckouts } from './tables.ts';

type Body = Static<typeof CheckoutBody>;

/**
 * POST /online-store/order: the cart becomes an order, in ONE transaction under the cart's lock (a second checkout
 * of the same cart waits, then finds no cart): the customer's answers checked against the shop's fields and the
 * products' surveys, the customer found by email or created (linked to the marketplace account logged in, see
 * account-customer.ts), the cart's holds released and the order booked as the counter books it (its own stock check
 * under the products' locks, promo use counted under the code's lock), the uploaded files attached, the card attempt
 * opened for what is paid now, the contract asked for and the confirmation mail queued, and the deposit asked by a
 * card link when the shop holds deposits online. Any refusal leaves the cart, its holds and its files as they were.
 */
export async function placeOrder(ctx: Ctx, body: Body, cartToken: string | undefined) {
  const store = await openStoreBySlug(ctx, body.slug);
  const { company, settings } = store;
  if (!body.termsAccepted) {
    throw new AppError(400, 'termsNotAccepted', 'Accept the terms of the shop to book', { field: 'termsAccepted' });
  }
  const mode = settings.onlineStore.checkoutMode;
  const payment = paymentOf(mode, settings.partPayment.order, body.payment);
  return inTransaction(ctx, async (tx) => {
    const cart = requireLiveCart(await lockCartByToken(tx.db, cartToken, tx.now, company.id));
    const lines = orderLinesOf(cart.lines, company.timezone);
    const customFields = checkCustomInputs(await storeCustomerFields(tx.db, company.id), body.customInputs);
    const documents = await documentsOfCart(tx.db, company.id, cart.id);
    const answers = checkSurvey(
      await questionsOfCart(tx.db, cart),
      body.survey,
      new Set(documents.map((d) => d.fieldId)),
    );
    const delivery = await pricedDelivery(tx, store, body.delivery, cart);
    const { known, linkNew } = await checkoutCustomer(tx, company.id, body.customer.email);
    const language = body.customer.language ?? null;
    await takeCartLines(tx.db, cart);
    const order = await createStoreOrder(
      tx,
      company.id,
      {
        ...lines,
        // the customer's choice in the cart; the inclusion modes add it whatever the cart says
        insurance: cart.insurance || null,
        ...(known
          ? { customerId: known.id }
          : {
              customer: {
                type: 'individual',
                firstName: body.customer.firstName,
                lastName: body.customer.lastName,
                email: body.customer.email,
                phone: body.customer.phone ?? null,
                language,
                customFields,
              },
            }),
        customInputs: { ...customFields, ...answers },
        promoCode: body.promoCode ?? null,
        message: body.comment ?? null,
        delivery,
        isRequest: payment === 'REQUEST',
      },
      { dueOnline: payment === 'ONLINE_FULL' || payment === 'ONLINE_DOWN_PAYMENT' },
    );
    if (linkNew && order.customerId) await linkCustomerToAccount(tx, company.id, order.customerId, linkNew);
    await attachSurveyDocuments(tx.db, company.id, order.id, documents);
    await tx.db
      .delete(checkoutDocuments)
      .where(and(eq(checkoutDocuments.companyId, company.id), eq(checkoutDocuments.cartId, cart.id)));
    const payNow = payNowCents(payment, order.totalTtcCents, settings.partPayment.order);
    const attempt =
      payNow > 0
        ? await openCardAttempt(tx, company, {
            orderId: order.id,
            type: 'PAYMENT',
            capture: 'automatic',
            amountCents: payNow,
            check: checkedAmount,
            returnUrl: toCustomerPage(tx.deps.config.publicUrl),
          })
        : null;
    const [checkout] = await tx.db
      .insert(storeCheckouts)
      .values({
        companyId: company.id,
        id: order.id,
        mode,
        payment,
        payNowCents: payNow,
        // what the order's deposit link takes: its products' deposits (packs' too) under the shop's ceiling
        depositCents: (await depositToTake(tx.db, company.id, order.id)).toTakeCents,
        payUrl: attempt?.view.url ?? null,
        cartTokenHash: hashCartToken(cartToken!),
        createdAt: tx.now,
      })
      .returning();
    if (payment !== 'REQUEST') await confirmToCustomer(tx, company.id, order.id, language);
    const depositOnline = settings.bail.access.enabled && settings.bail.access.onlineStore;
    if (payNow > 0 && depositOnline && checkout!.depositCents > 0) {
      await askDepositByLink(tx, company.id, order.id, language ?? undefined);
    }
    return resultOf(tx.deps.config.publicUrl, company, order, checkout!);
  });
}

/** The contract to sign, and the confirmation mail with the order's link, in the customer's language. */
async function confirmToCustomer(tx: Ctx, companyId: string, orderId: string, language: string | null) {
  const documentLanguage = (language ?? undefined) as Parameters<typeof generateDocument>[1]['language'];
  await generateDocument({ ...tx, companyId }, { orderId, kind: 'CONTRACT', language: documentLanguage });
  await sendOrderEventMail(
    { db: tx.db, deps: tx.deps },
    { companyId, orderId, event: 'ORDER_CONFIRMED', occurrence: 'confirmed', language: language as never },
    tx.now,
  );
}

import { fromCents, toCents } from '@hirebase/shared';
import type { Static } from 'typebox';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { storeCustomerFields } from '../customers/index.ts';
import { openStoreBySlug } from '../online-store/index.ts';
import { lockCartByToken, readCart } from '../store-cart/index.ts';
import { questionsOfCart } from './cart-items.ts';
import { customFieldsView, surveyView } from './checkout-inputs.ts';
import { checkoutDeliveryOffer } from './delivery-choice.ts';
import { downPaymentCents } from './payment-choice.ts';
import type { CheckoutForm } from './schemas.ts';

/**
 * GET /online-store/order?slug=: what the checkout page asks and offers for the customer's cart — the shop's
 * checkout mode, the down payment, whether the deposit is held online, the customer fields, the survey questions of
 * the cart's products, the terms, and the cart itself. 404 without a cart in this store or once its hold is over.
 */
export async function checkoutForm(
  ctx: Ctx,
  slug: string,
  token: string | undefined,
): Promise<Static<typeof CheckoutForm>> {
  const { company, settings } = await openStoreBySlug(ctx, slug);
  const cart = await readCart(ctx, slug, token);
  const locked = await inTransaction(ctx, (tx) => lockCartByToken(tx.db, token, tx.now, company.id));
  const [fields, questions] = await Promise.all([
    storeCustomerFields(ctx.db, company.id),
    questionsOfCart(ctx.db, locked),
  ]);
  const part = settings.partPayment.order;
  const totalCents = toCents(cart.total);
  const mode = settings.onlineStore.checkoutMode;
  const online = mode === 'PAY_ONLINE' || mode === 'PAY_ONLINE_OR_ON_SITE';
  const downCents = downPaymentCents(totalCents, part);
  return {
    companyId: company.id,
    slug: company.slug,
    currency: company.currency,
    mode,
    downPayment:
      online && part.enabled && part.share
        ? {
            percent:
              part.share.type === 'PERCENTAGE'
                ? Math.round(part.share.basisPoints / 100)
                : totalCents > 0
                  ? Math.round((downCents * 100) / totalCents)
                  : 100,
            amount: fromCents(downCents),
          }
        : null,
    depositOnline: settings.bail.access.enabled && settings.bail.access.onlineStore,
    customFields: customFieldsView(fields),
    survey: surveyView(questions),
    terms: { url: null, text: settings.termsConditions.trim() || null },
    delivery: checkoutDeliveryOffer(ctx, settings),
    cart,
  };
}

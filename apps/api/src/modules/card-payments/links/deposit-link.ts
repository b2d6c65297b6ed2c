import { AppError } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { createLink } from './create.ts';

/**
 * A deposit link for a new order of the online store, in the caller's transaction: the deposit its products ask for
 * is held on the customer's card from the link, mailed to them in their language. Nothing when no deposit is due.
 */
export async function askDepositByLink(tx: Ctx, companyId: string, orderId: string, lang?: string) {
  try {
    return await createLink({ ...tx, companyId }, 'DEPOSIT', orderId, {
      ...(lang ? { lang: lang as 'fr' } : {}),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'depositNotDue') return null;
    throw error;
  }
}

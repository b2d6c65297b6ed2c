import { toCents } from '@hirebase/shared';
import type { Static } from 'typebox';
import { audit } from '../../../platform/audit.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { type OrderRow, orderOr404 } from '../../orders/index.ts';
import type { DepositCaptureReason } from '../kinds.ts';
import { actorId, ledgerOf, paymentOr404, settle } from '../ledger.ts';
import { payments } from '../tables.ts';
import { drawOnCardHold } from './card-hold.ts';
import type { AddDepositsBody, CancelDepositBody } from './schemas.ts';
import { depositFigures } from './state.ts';
import { depositToTake } from './to-take.ts';
import { orderDepositsView } from './views.ts';

type Row = typeof payments.$inferSelect;
type Movement = { type: 'DEPOSIT_CAPTURE'; reason: DepositCaptureReason } | { type: 'DEPOSIT_RELEASE' };

/** An order's deposits with what each still holds, and the deposit its products ask for. */
export async function orderDeposits(ctx: Ctx & { companyId: string }, order: OrderRow) {
  const figures = depositFigures(await ledgerOf(ctx, ctx.companyId, order.id));
  return orderDepositsView(order.id, await depositToTake(ctx.db, ctx.companyId, order.id), figures);
}

export const readOrderDeposits = async (ctx: StaffCtx, orderId: string) =>
  orderDeposits(ctx, await orderOr404(ctx.db, ctx.companyId, orderId));

/** Deposits taken by hand (a cheque kept, cash, a card imprint): rows of the ledger, the order locked. */
export async function addOfflineDeposits(ctx: StaffCtx, orderId: string, input: Static<typeof AddDepositsBody>) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, ctx.companyId, orderId, true);
    for (const [index, bail] of input.bails.entries()) {
      const [row] = await tx.db
        .insert(payments)
        .values({
          companyId: ctx.companyId,
          id: newId(tx.now.getTime() + index),
          createdAt: tx.now,
          createdBy: actorId(tx),
          orderKind: 'ORDER_LCD',
          orderId: order.id,
          customerId: order.customerId,
          type: 'SHORT_TERM_DEPOSIT',
          provider: 'OFFLINE',
          status: 'SUCCEEDED',
          method: bail.method,
          amountCents: toCents(bail.amount),
          paymentDate: bail.paymentDate ? new Date(bail.paymentDate) : tx.now,
          note: bail.note ?? null,
        })
        .returning();
      await audit(tx, {
        action: 'deposit.record',
        entity: 'order',
        entityId: order.id,
        data: { depositId: row.id, amountCents: row.amountCents, method: bail.method },
      });
    }
    await settle(tx, order);
    return orderDeposits({ ...tx, companyId: ctx.companyId }, order);
  });
}

/**
 * The deposit with its order locked, and its figures read under that lock: two requests drawing on one deposit run
 * one after the other, the second seeing what the first took.
 */
async function lockedDeposit(tx: Ctx, companyId: string, depositId: string, orderId?: string) {
  const deposit = await paymentOr404(tx.db, companyId, depositId);
  if (deposit.type !== 'SHORT_TERM_DEPOSIT' || deposit.cancelsId || !deposit.orderId) {
    throw notFound('deposit', depositId);
  }
  if (orderId && deposit.orderId !== orderId) throw notFound('deposit', depositId);
  const order = await orderOr404(tx.db, companyId, deposit.orderId, true);
  const figures = depositFigures(await ledgerOf(tx, companyId, order.id)).find((d) => d.deposit.id === depositId);
  if (!figures) throw notFound('deposit', depositId);
  return { order, figures };
}

/**
 * Draws on a held deposit: a capture keeps part of it for the shop (with a reason), a release gives the rest back.
 * Never more than is still held; the deposit row itself is never changed, the movement is a new row pointing at it.
 * A card hold moves at its provider first, in the same transaction: a capture there releases the rest, written too.
 */
async function drawOnDeposit(
  ctx: StaffCtx,
  depositId: string,
  movement: Movement & { amount?: number; note?: string },
  orderId?: string,
) {
  return inTransaction(ctx, async (tx) => {
    const { order, figures } = await lockedDeposit(tx, ctx.companyId, depositId, orderId);
    const held = figures.heldCents;
    if (held <= 0) {
      throw conflict('depositNotHeld', 'Nothing of the deposit is held any more', { state: figures.state });
    }
    const amountCents = movement.amount === undefined ? held : toCents(movement.amount);
    if (amountCents > held) {
      throw conflict('depositTooLarge', 'That is more than the deposit still holds', { held: held / 100 });
    }
    const deposit = figures.deposit;
    const drawn: { type: Movement['type']; amountCents: number }[] = [{ type: movement.type, amountCents }];
    if (deposit.provider !== 'OFFLINE') {
      // a card hold is captured or released once, at the provider: what a capture leaves is released with it
      if (deposit.status !== 'REQUIRES_CAPTURE') {
        throw conflict('depositNotHeld', 'The card hold is not held any more', { state: figures.state });
      }
      await drawOnCardHold(tx, deposit, movement.type === 'DEPOSIT_CAPTURE' ? amountCents : 0);
      if (movement.type === 'DEPOSIT_CAPTURE' && amountCents < held) {
        drawn.push({ type: 'DEPOSIT_RELEASE', amountCents: held - amountCents });
      }
    }
    for (const [index, part] of drawn.entries()) {
      const [row] = await tx.db
        .insert(payments)
        .values({
          companyId: ctx.companyId,
          id: newId(tx.now.getTime() + index),
          createdAt: tx.now,
          createdBy: actorId(tx),
          orderKind: deposit.orderKind,
          orderId: deposit.orderId,
          customerId: deposit.customerId,
          type: part.type,
          provider: deposit.provider,
          status: 'SUCCEEDED',
          method: deposit.method,
          amountCents: part.amountCents,
          paymentDate: tx.now,
          depositId: deposit.id,
          reason: part.type === 'DEPOSIT_CAPTURE' && movement.type === 'DEPOSIT_CAPTURE' ? movement.reason : null,
          note: movement.note ?? null,
        })
        .returning();
      await audit(tx, {
        action: part.type === 'DEPOSIT_CAPTURE' ? 'deposit.capture' : 'deposit.release',
        entity: 'order',
        entityId: order.id,
        data: { depositId, rowId: row.id, amountCents: part.amountCents, heldBefore: held, reason: row.reason },
      });
    }
    await settle(tx, order);
    return orderDeposits({ ...tx, companyId: ctx.companyId }, order);
  });
}

export const captureDeposit = (
  ctx: StaffCtx,
  depositId: string,
  input: { amount?: number; reason: DepositCaptureReason; note?: string },
  orderId?: string,
) => drawOnDeposit(ctx, depositId, { type: 'DEPOSIT_CAPTURE', ...input }, orderId);

export const releaseDeposit = (ctx: StaffCtx, depositId: string, input: { note?: string }) =>
  drawOnDeposit(ctx, depositId, { type: 'DEPOSIT_RELEASE', ...input });

/**
 * Takes back a deposit recorded by mistake: a cancelling row, audited. Only a deposit taken by hand that nothing was
 * captured or released of: once money moved, the movements tell the story and stay.
 */
export async function cancelOfflineDeposit(
  ctx: StaffCtx,
  orderId: string,
  depositId: string,
  input: Static<typeof CancelDepositBody>,
) {
  return inTransaction(ctx, async (tx) => {
    const { order, figures } = await lockedDeposit(tx, ctx.companyId, depositId, orderId);
    const deposit: Row = figures.deposit;
    if (figures.state === 'CANCELLED') {
      throw conflict('paymentAlreadyCancelled', 'The deposit was already taken back', { paymentId: depositId });
    }
    if (deposit.provider !== 'OFFLINE' || figures.movements.length > 0) {
      throw conflict('depositSettled', 'Only a deposit taken by hand and not drawn on can be taken back', {
        provider: deposit.provider,
        state: figures.state,
      });
    }
    await tx.db.insert(payments).values({
      ...deposit,
      id: newId(tx.now.getTime()),
      createdAt: tx.now,
      createdBy: actorId(tx),
      status: 'CANCELED',
      paymentDate: tx.now,
      cancelsId: deposit.id,
      reason: input.reason ?? null,
      note: null,
    });
    await audit(tx, {
      action: 'deposit.cancel',
      entity: 'order',
      entityId: order.id,
      data: { depositId, amountCents: deposit.amountCents, reason: input.reason ?? null },
    });
    await settle(tx, order);
    return orderDeposits({ ...tx, companyId: ctx.companyId }, order);
  });
}

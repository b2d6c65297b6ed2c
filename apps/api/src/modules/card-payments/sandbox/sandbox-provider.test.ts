import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import type { CreateIntentInput, TestCard } from '../provider.ts';
import { SandboxProvider } from './sandbox-provider.ts';

describe('the sandbox card provider', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  const sandbox = new SandboxProvider(db, app.deps);
  const card = (number: string, expiry = { expMonth: 12, expYear: 2030 }): TestCard => ({
    number,
    cvc: '123',
    ...expiry,
  });
  const input = (capture: 'automatic' | 'manual', amountCents = 8000): CreateIntentInput => ({
    amountCents,
    currency: 'EUR',
    capture,
    metadata: { companyId: randomUUID(), orderId: randomUUID(), paymentId: randomUUID() },
    description: 'Kayak Shop',
    returnUrl: 'http://localhost/back',
  });
  const eventsOf = async (intentId: string) =>
    (
      await db.execute<{ type: string }>(
        sql`select (data->>'body')::jsonb->>'type' as type from pgboss.job
            where name = 'card-sandbox-webhook' and (data->>'body')::jsonb->'data'->'object'->>'id' = ${intentId}
            order by created_on, (data->>'body')::jsonb->>'created'`,
      )
    ).rows.map((r) => r.type);

  it('takes the payment with 4242 4242 4242 4242 and sends payment_intent.succeeded', async () => {
    const intent = await sandbox.createIntent(input('automatic'));
    expect(intent).toMatchObject({ status: 'requires_payment_method', amountCents: 8000, amountReceivedCents: 0 });
    expect(intent.checkoutUrl).toMatch(/\/pay\/sandbox\/pi_sbx_[0-9a-f]{24}\?secret=pi_sbx_/);
    const paid = await sandbox.confirm(intent.id, card('4242 4242 4242 4242'));
    expect(paid).toMatchObject({ status: 'succeeded', amountReceivedCents: 8000, lastError: null });
    expect(await eventsOf(intent.id)).toEqual(['payment_intent.succeeded']);
    await expect(sandbox.confirm(intent.id, card('4242424242424242'))).rejects.toMatchObject({
      code: 'intentNotInState',
      details: { status: 'succeeded' },
    });
  });

  it.each([
    ['4000000000000002', 'declined'],
    ['4000000000009995', 'insufficientFunds'],
    ['4111111111111111', 'declined'],
  ])('declines %s as %s, for good, and sends payment_intent.payment_failed', async (number, reason) => {
    const intent = await sandbox.createIntent(input('automatic'));
    const declined = await sandbox.confirm(intent.id, card(number));
    expect(declined).toMatchObject({ status: 'canceled', lastError: reason, amountReceivedCents: 0 });
    expect(await eventsOf(intent.id)).toEqual(['payment_intent.payment_failed']);
  });

  it('declines an expired card', async () => {
    const intent = await sandbox.createIntent(input('automatic'));
    const declined = await sandbox.confirm(intent.id, card('4242424242424242', { expMonth: 9, expYear: 2026 }));
    expect(declined).toMatchObject({ status: 'canceled', lastError: 'expiredCard' });
  });

  it('asks for authentication with 4000 0025 0000 3155, then pays once approved or fails when refused', async () => {
    const approved = await sandbox.createIntent(input('automatic'));
    expect(await sandbox.confirm(approved.id, card('4000002500003155'))).toMatchObject({ status: 'requires_action' });
    expect(await sandbox.authenticate(approved.id, true)).toMatchObject({
      status: 'succeeded',
      amountReceivedCents: 8000,
    });
    expect(await eventsOf(approved.id)).toEqual(['payment_intent.requires_action', 'payment_intent.succeeded']);

    const refused = await sandbox.createIntent(input('automatic'));
    await sandbox.confirm(refused.id, card('4000002500003155'));
    expect(await sandbox.authenticate(refused.id, false)).toMatchObject({
      status: 'canceled',
      lastError: 'authenticationFailed',
    });
  });

  it('holds a manual intent 7 days and captures part of it, releasing the rest', async () => {
    const intent = await sandbox.createIntent(input('manual', 30000));
    const held = await sandbox.confirm(intent.id, card('4242424242424242'));
    expect(held).toMatchObject({ status: 'requires_capture', amountCapturableCents: 30000, amountReceivedCents: 0 });
    expect(held.expiresAt?.toISOString()).toBe('2026-10-08T08:00:00.000Z');
    await expect(sandbox.capture(intent.id, 30001)).rejects.toMatchObject({
      code: 'captureTooLarge',
      details: { capturable: 300 },
    });
    const captured = await sandbox.capture(intent.id, 2000);
    expect(captured).toMatchObject({ status: 'succeeded', amountReceivedCents: 2000, amountCapturableCents: 0 });
    expect(await eventsOf(intent.id)).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);
  });

  it('lets a hold lapse 7 days after its authorisation: then nothing can be captured', async () => {
    clock.set('2026-10-01T08:00:00Z');
    const intent = await sandbox.createIntent(input('manual', 5000));
    await sandbox.confirm(intent.id, card('4242424242424242'));
    clock.advance(7 * 24 * 3600 * 1000 - 1000);
    expect(await sandbox.retrieve(intent.id)).toMatchObject({
      status: 'requires_capture',
      amountCapturableCents: 5000,
    });
    clock.advance(1000);
    expect(await sandbox.retrieve(intent.id)).toMatchObject({
      status: 'canceled',
      amountCapturableCents: 0,
      lastError: 'expired',
    });
    await expect(sandbox.capture(intent.id)).rejects.toMatchObject({ code: 'intentNotInState' });
    expect(await eventsOf(intent.id)).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.canceled']);
    clock.set('2026-10-01T08:00:00Z');
  });

  it('releases a hold on cancel', async () => {
    const intent = await sandbox.createIntent(input('manual', 5000));
    await sandbox.confirm(intent.id, card('4242424242424242'));
    expect(await sandbox.cancel(intent.id)).toMatchObject({ status: 'canceled', amountCapturableCents: 0 });
    await expect(sandbox.cancel(intent.id)).rejects.toMatchObject({ code: 'intentNotInState' });
  });

  it('refunds in parts, never more than was captured, also when refunds come at once', async () => {
    const intent = await sandbox.createIntent(input('manual', 10000));
    await sandbox.confirm(intent.id, card('4242424242424242'));
    await sandbox.capture(intent.id, 6000);
    expect(await sandbox.refund(intent.id, 2500)).toMatchObject({ amountRefundedCents: 2500 });
    await expect(sandbox.refund(intent.id, 3501)).rejects.toMatchObject({
      code: 'refundTooLarge',
      details: { refundable: 35 },
    });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => sandbox.refund(intent.id, 1000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await sandbox.retrieve(intent.id)).toMatchObject({ amountReceivedCents: 6000, amountRefundedCents: 5500 });
  });

  it('keeps its intents in the database: another instance (a restarted server) finds them', async () => {
    const intent = await sandbox.createIntent(input('automatic', 1234));
    const again = new SandboxProvider(db, app.deps);
    expect(await again.retrieve(intent.id)).toMatchObject({ id: intent.id, amountCents: 1234 });
  });
});

import type { Language } from '@hirebase/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { newId, UUID_PATTERN } from '../../platform/ids.ts';
import { take } from '../../platform/throttle/throttle.ts';
import { findCompanyById, findCompanyBySlug } from '../companies/index.ts';
import { idOfToken, type LinkPurpose, linkToken, newSecret, tokenMatches } from './newsletter-links.ts';
import { NEWSLETTER_WORDS } from './newsletter-words.ts';
import type { SubscribeBody } from './schemas.ts';
import { newsletterSubscriptions } from './tables.ts';

/** A confirmation link works this long after the consent it confirms. */
export const CONFIRM_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Confirmation mails to one address and newsletter: more requests are answered alike and send nothing. */
export const CONFIRM_MAILS_PER_ADDRESS = { bucket: 'newsletterMail', max: 3, windowMs: DAY_MS };
/** Subscribe, confirm and unsubscribe calls by one client. */
export const NEWSLETTER_CALLS = { bucket: 'newsletterCall', max: 20, windowMs: 15 * 60 * 1000 };

export const SUBSCRIBE_ANSWER = {
  ok: true as const,
  message: 'If this address can receive mail, a link to confirm the subscription was sent to it.',
};

type Row = typeof newsletterSubscriptions.$inferSelect;
const uuid = new RegExp(UUID_PATTERN);

/**
 * POST /newsletter/subscribe: double opt-in. The subscription is written pending with the consent given, and a
 * confirmation link is mailed; it is active only once confirmed. The answer is the same whatever the address's
 * state (unknown, pending, active, unsubscribed), so it tells nothing about who subscribed.
 */
export async function subscribe(ctx: Ctx, body: Static<typeof SubscribeBody>) {
  if (body.consent !== true) throw badRequest('consent', 'The person must agree to receive the newsletter');
  const { companyId, list, name, lang } = await newsletterOf(ctx, body);
  const email = body.email.trim().toLowerCase();
  await inTransaction(ctx, async (tx) => {
    const consent = {
      status: 'pending',
      lang,
      secret: newSecret(),
      consentText: body.consentText?.trim() || 'consent given',
      consentAt: tx.now,
      consentIp: tx.ip,
    };
    const [inserted] = await tx.db
      .insert(newsletterSubscriptions)
      .values({ id: newId(tx.now.getTime()), companyId, list, email, createdAt: tx.now, ...consent })
      .onConflictDoNothing()
      .returning();
    let pending = inserted;
    if (!pending) {
      const [row] = await tx.db
        .select()
        .from(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.email, email),
            eq(newsletterSubscriptions.list, list),
            sql`${newsletterSubscriptions.companyId} is not distinct from ${companyId}`,
          ),
        )
        .for('update');
      if (row.status === 'active') return;
      // a new consent (new secret) voids the links mailed for the earlier ones
      [pending] = await tx.db
        .update(newsletterSubscriptions)
        .set({ ...consent, unsubscribedAt: null })
        .where(eq(newsletterSubscriptions.id, row.id))
        .returning();
    }
    const allowed = await take(tx, CONFIRM_MAILS_PER_ADDRESS, `${companyId ?? list}:${email}`);
    if (!allowed.allowed) return;
    const words = NEWSLETTER_WORDS[lang];
    await tx.deps.mailer.enqueue(
      tx.db,
      {
        to: email,
        subject: words.confirmSubject(name),
        text: words.confirmText(name, link(tx, 'confirm', pending)),
        template: 'newsletterConfirm',
        companyId,
      },
      tx.now,
    );
  });
  return SUBSCRIBE_ANSWER;
}

/** POST /newsletter/confirm: the mailed link makes the subscription active (again answered alike once active). */
export async function confirmSubscription(ctx: Ctx, token: string) {
  await inTransaction(ctx, async (tx) => {
    const row = await rowOfToken(tx, token, 'confirm');
    if (row.status === 'active') return;
    if (row.status !== 'pending' || tx.now.getTime() - row.consentAt.getTime() > CONFIRM_DAYS * DAY_MS) {
      throw invalidLink();
    }
    await tx.db
      .update(newsletterSubscriptions)
      .set({ status: 'active', confirmedAt: tx.now })
      .where(eq(newsletterSubscriptions.id, row.id));
    const name = await nameOf(tx, row);
    const words = NEWSLETTER_WORDS[row.lang as Language] ?? NEWSLETTER_WORDS.en;
    await tx.deps.mailer.enqueue(
      tx.db,
      {
        to: row.email,
        subject: words.welcomeSubject(name),
        text: words.welcomeText(name, link(tx, 'unsubscribe', row)),
        template: 'newsletterWelcome',
        companyId: row.companyId,
      },
      tx.now,
    );
  });
  return { ok: true as const, message: 'The subscription is confirmed.' };
}

/** POST /newsletter/unsubscribe: the signed link of any newsletter mail ends the subscription, without login. */
export async function unsubscribe(ctx: Ctx, token: string) {
  await inTransaction(ctx, async (tx) => {
    const row = await rowOfToken(tx, token, 'unsubscribe');
    if (row.status === 'unsubscribed') return;
    await tx.db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: tx.now })
      .where(eq(newsletterSubscriptions.id, row.id));
  });
  return { ok: true as const, message: 'The address is unsubscribed.' };
}

/** The link of a newsletter mail (a page of the web app that sends the token to the API). */
export const newsletterLink = (ctx: Ctx, purpose: LinkPurpose, row: Pick<Row, 'id' | 'secret'>) =>
  `${ctx.deps.config.publicUrl}/newsletter/${purpose}?token=${encodeURIComponent(linkToken(row.secret, purpose, row.id))}`;
const link = newsletterLink;

const invalidLink = () => badRequest('token', 'This link is not valid any more: subscribe again to get a new one');

async function rowOfToken(ctx: Ctx, token: string, purpose: LinkPurpose): Promise<Row> {
  const id = idOfToken(token);
  if (!uuid.test(id)) throw invalidLink();
  const [row] = await ctx.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id))
    .for('update');
  if (!row || !tokenMatches(token, row.secret, purpose, row.id)) throw invalidLink();
  return row;
}

/** The shop named by its store address, or the platform list; the language of its mails. */
async function newsletterOf(ctx: Ctx, body: Static<typeof SubscribeBody>) {
  const fallback = (body.lang ?? 'fr') as Language;
  if (body.company) {
    if (body.list) throw badRequest('list', 'A list is for the platform newsletter: name a company or a list');
    const company = await findCompanyBySlug(ctx.db, body.company.trim().toLowerCase());
    if (!company) throw notFound('company', body.company);
    const lang = (body.lang ?? company.defaultLanguage) as Language;
    return { companyId: company.id, list: '', name: company.name, lang: NEWSLETTER_WORDS[lang] ? lang : fallback };
  }
  if (!body.list) throw badRequest('list', 'Name the company (its store address) or a platform list');
  return { companyId: null, list: body.list, name: 'Hirebase', lang: fallback };
}

async function nameOf(ctx: Ctx, row: Row) {
  const company = row.companyId ? await findCompanyById(ctx.db, row.companyId) : undefined;
  return company?.name ?? 'Hirebase';
}

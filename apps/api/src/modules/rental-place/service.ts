import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import {
  checkPasswordPolicy,
  hashPassword,
  revokeSessionsOpenedByB2bIn,
  sendRentalPlaceEmailValidation,
} from '../auth/index.ts';
import { lockEmail } from './email-lock.ts';
import * as repo from './repository.ts';
import { b2bAccountView, rentalPlaceUserView } from './views.ts';

export interface NewRentalPlaceUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  language?: string;
}

const emailTaken = () => conflict('alreadyExists', 'An account with this email already exists', { field: 'email' });

/**
 * One email is one marketplace identity: a customer account or a managing place (B2B) account, never both, since
 * both log in through the same call. Checked under a lock on the address, so two sign-ups cannot both pass.
 */
async function claimMarketplaceEmail(db: Db, email: string) {
  await lockEmail(db, email);
  if ((await repo.findRentalPlaceUserByEmail(db, email)) || (await repo.findB2bAccountByEmail(db, email))) {
    throw emailTaken();
  }
}

/** Sign-up of a marketplace customer; a mail asks them to confirm the address before the account can log in. */
export async function createRentalPlaceUser(ctx: Ctx, input: NewRentalPlaceUser, createdFrom = 'rental_place') {
  checkPasswordPolicy(input.password);
  if (await repo.findRentalPlaceUserByEmail(ctx.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    await claimMarketplaceEmail(tx.db, input.email);
    const user = await repo.insertRentalPlaceUser(tx.db, {
      id: newId(tx.now.getTime()),
      email: input.email.trim(),
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      language: input.language ?? 'fr',
      createdFrom,
    });
    await sendRentalPlaceEmailValidation(tx, user);
    return rentalPlaceUserView(user);
  });
}

export async function currentRentalPlaceUser(ctx: Ctx) {
  if (ctx.actor.kind !== 'rentalPlaceUser') throw notFound('account');
  const user = await repo.findRentalPlaceUserById(ctx.db, ctx.actor.rentalPlaceUserId);
  if (!user) throw notFound('account');
  return rentalPlaceUserView(user);
}

export async function currentB2bAccount(ctx: Ctx) {
  if (ctx.actor.kind !== 'b2b') throw notFound('account');
  const account = await repo.findB2bAccountById(ctx.db, ctx.actor.b2bAccountId);
  if (!account) throw notFound('account');
  return b2bAccountView(account, await repo.companiesOfB2bAccount(ctx.db, account.id));
}

export interface NewB2bAccount {
  name: string;
  slug: string;
  email: string;
  password: string;
  companyIds: string[];
}

export async function createB2bAccount(ctx: Ctx, input: NewB2bAccount) {
  checkPasswordPolicy(input.password);
  const companyIds = [...new Set(input.companyIds)];
  await checkCompaniesExist(ctx.db, companyIds);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    await claimMarketplaceEmail(tx.db, input.email);
    const account = await repo.insertB2bAccount(
      tx.db,
      { id: newId(tx.now.getTime()), name: input.name, slug: input.slug, email: input.email.trim(), passwordHash },
      companyIds,
    );
    return b2bAccountView(account, await repo.companiesOfB2bAccount(tx.db, account.id));
  });
}

export interface B2bAccountChanges {
  name?: string;
  isActive?: boolean;
  companyIds?: string[];
}

async function checkCompaniesExist(db: Db, companyIds: string[]) {
  const found = await repo.existingCompanyIds(db, companyIds);
  const missing = companyIds.find((id) => !found.includes(id));
  if (missing) throw badRequest('companyIds', `Company ${missing} does not exist`);
}

/**
 * An administrator changes a managing place. A company taken out of its list is no longer its to open: the sessions
 * it opened there end in the same transaction.
 */
export async function changeB2bAccount(ctx: Ctx, id: string, changes: B2bAccountChanges) {
  const companyIds = changes.companyIds && [...new Set(changes.companyIds)];
  if (companyIds) await checkCompaniesExist(ctx.db, companyIds);
  return inTransaction(ctx, async (tx) => {
    const values = { name: changes.name, isActive: changes.isActive };
    const account = await repo.updateB2bAccount(tx.db, id, values);
    if (!account) throw notFound('managing place', id);
    if (companyIds) {
      const removed = await repo.setCompaniesOfB2bAccount(tx.db, id, companyIds);
      await revokeSessionsOpenedByB2bIn(tx.db, id, removed, tx.now);
      for (const companyId of removed) {
        await audit(tx, { companyId, action: 'b2b.removeCompany', entity: 'b2bAccount', entityId: id });
      }
    }
    return b2bAccountView(account, await repo.companiesOfB2bAccount(tx.db, id));
  });
}

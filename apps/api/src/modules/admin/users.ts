import { fullAccess, normalizeAccess, USER_ROLES } from '@hirebase/shared';
import { and, eq, isNull, notExists, type SQL } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, userActor } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import {
  defineListSpec,
  type ParsedListQuery,
  paginated,
  toDrizzleOrderBy,
  toDrizzleWhere,
} from '../../platform/query/list-query.ts';
import { pageWithTotal } from '../../platform/query/page.ts';
import { checkPasswordPolicy, hashPassword, revokeSessionsOf, sendAccountValidation } from '../auth/index.ts';
import { findCompanyById } from '../companies/index.ts';
import {
  membershipsView as memberships,
  membershipsOfUser,
  removeMembershipsOfUser,
  upsertMembership,
} from '../employees/index.ts';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  insertUser,
  type NewUser,
  updateUser,
  userSearchCondition,
  usersView as users,
  userView,
} from '../users/index.ts';

const userColumns = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  createdAt: users.createdAt,
  isAccountActivated: users.isAccountActivated,
  isValidated: users.isValidated,
  createdFrom: users.createdFrom,
};

/** GET /admin/user: the generic list syntax over platform users. */
export const userListSpec = defineListSpec({
  paging: 'both',
  filters: {
    email: { type: 'string', ops: ['equals', 'contains', 'regex'] },
    firstName: { type: 'string', ops: ['equals', 'contains'] },
    lastName: { type: 'string', ops: ['equals', 'contains'] },
    role: { type: 'enum', values: USER_ROLES, ops: ['equals', 'notEquals', 'in', 'notIn'] },
    createdAt: { type: 'date', ops: ['gt', 'lt', 'gte', 'lte'] },
    isAccountActivated: { type: 'boolean', ops: ['equals'] },
    isValidated: { type: 'boolean', ops: ['equals'] },
  },
  sort: ['email', 'lastName', 'createdAt'],
  defaultSort: 'createdAt__desc',
});

export const userSearchSpec = defineListSpec({
  paging: 'page',
  defaultLimit: 20,
  maxLimit: 200,
  extra: { search: { type: 'string', description: 'Part of the email or name' } },
});

async function pageOfUsers(ctx: Ctx, where: SQL | undefined, query: ParsedListQuery, orderBy: SQL[]) {
  const live = and(isNull(users.deletedAt), where);
  const { rows, total } = await pageWithTotal(ctx.db, { from: users, where: live, orderBy }, query);
  return paginated(rows.map(userView), total, query);
}

export const listUsers = (ctx: Ctx, query: ParsedListQuery) =>
  pageOfUsers(ctx, toDrizzleWhere(query, userColumns), query, toDrizzleOrderBy(query, userColumns));

export function searchUsers(ctx: Ctx, query: ParsedListQuery, withoutCompany: boolean) {
  const search = (query.extra as { search?: string }).search?.trim();
  const noCompany = withoutCompany
    ? notExists(ctx.db.select({ one: memberships.userId }).from(memberships).where(eq(memberships.userId, users.id)))
    : undefined;
  return pageOfUsers(
    ctx,
    and(search ? userSearchCondition(search) : undefined, noCompany),
    query,
    toDrizzleOrderBy({ sort: [{ field: 'email', direction: 'asc' }] }, userColumns),
  );
}

export async function getUser(ctx: Ctx, id: string) {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound('user', id);
  const companies = await membershipsOfUser(ctx.db, id);
  return {
    user: { ...userView(user), hubspotId: user.hubspotId, slackId: user.slackId },
    companies: companies.map((c) => ({ id: c.companyId, name: c.name, slug: c.slug, isManager: c.isManager })),
  };
}

/** Sets (or clears, with null or blank) the id of the user in the CRM (HubSpot) or the team chat (Slack). */
export async function setCrmId(ctx: Ctx, id: string, field: 'hubspotId' | 'slackId', value: string | null) {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound('user', id);
  const next = value?.trim() || null;
  await inTransaction(ctx, async (tx) => {
    await updateUser(tx.db, id, { [field]: next });
    await audit(tx, {
      companyId: null,
      action: `user.${field}`,
      entity: 'user',
      entityId: id,
      from: user[field],
      to: next,
    });
  });
  return getUser(ctx, id);
}

export interface NewUserInput {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  language?: string;
  role: string;
  password?: string;
  companyId?: string;
  isManager?: boolean;
}

export async function createUser(ctx: Ctx, input: NewUserInput) {
  if (input.password !== undefined) checkPasswordPolicy(input.password);
  if (await emailTaken(ctx.db, input.email))
    throw conflict('alreadyExists', 'A user with this email exists', { field: 'email' });
  const company = input.companyId ? await findCompanyById(ctx.db, input.companyId) : undefined;
  if (input.companyId && !company) throw badRequest('companyId', `Company ${input.companyId} does not exist`);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return inTransaction(ctx, async (tx) => {
    const user = await insertUser(tx.db, {
      id: newId(tx.now.getTime()),
      email: input.email.trim(),
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      language: input.language ?? company?.defaultLanguage ?? 'fr',
      role: input.role,
      passwordHash,
      isValidated: !!passwordHash,
      createdFrom: 'admin_dashboard',
    });
    if (company) {
      const isManager = input.isManager ?? input.role === 'manager';
      await upsertMembership(tx.db, {
        companyId: company.id,
        userId: user.id,
        isManager,
        access: isManager ? fullAccess() : normalizeAccess({}),
      });
    }
    await audit(tx, {
      companyId: company?.id ?? null,
      action: 'user.create',
      entity: 'user',
      entityId: user.id,
      to: input.role,
    });
    if (!passwordHash) await sendAccountValidation(tx, user, company?.name);
    return userView(user);
  });
}

export async function updateUserByAdmin(
  ctx: Ctx,
  id: string,
  changes: Partial<Pick<NewUser, 'email' | 'firstName' | 'lastName' | 'phone' | 'language' | 'role'>>,
) {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound('user', id);
  if (
    changes.email &&
    changes.email.toLowerCase() !== user.email.toLowerCase() &&
    (await emailTaken(ctx.db, changes.email))
  ) {
    throw conflict('alreadyExists', 'A user with this email exists', { field: 'email' });
  }
  if (changes.role && changes.role !== 'admin' && user.id === userActor(ctx).userId)
    throw forbidden('You cannot remove your own administrator role');
  return inTransaction(ctx, async (tx) => {
    const updated = await updateUser(tx.db, id, changes);
    await audit(tx, {
      companyId: null,
      action: 'user.update',
      entity: 'user',
      entityId: id,
      from: user.role,
      to: updated!.role,
    });
    return userView(updated!);
  });
}

export async function setPassword(ctx: Ctx, id: string, password: string) {
  checkPasswordPolicy(password);
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound('user', id);
  return inTransaction(ctx, async (tx) => {
    await updateUser(tx.db, id, { passwordHash: await hashPassword(password), isValidated: true });
    await revokeSessionsOf(tx.db, { userId: id }, tx.now);
    await audit(tx, { companyId: null, action: 'user.password', entity: 'user', entityId: id });
    return { ok: true as const };
  });
}

/**
 * Deactivating ends the user's sessions at once (the session guard answers accountIssue to an inactive user); their
 * data stays. The sessions are revoked on reactivation, so that the ones opened before never come back.
 */
export async function setActivated(ctx: Ctx, id: string, activated: boolean) {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound('user', id);
  if (!activated && id === userActor(ctx).userId) throw forbidden('You cannot deactivate yourself');
  return inTransaction(ctx, async (tx) => {
    const updated = await updateUser(tx.db, id, { isAccountActivated: activated });
    if (activated && !user.isAccountActivated) await revokeSessionsOf(tx.db, { userId: id }, tx.now);
    await audit(tx, {
      companyId: null,
      action: activated ? 'user.activate' : 'user.deactivate',
      entity: 'user',
      entityId: id,
      from: String(user.isAccountActivated),
      to: String(activated),
    });
    return userView(updated!);
  });
}

/** Soft delete: the account disappears everywhere, its sessions end, and the email stays reserved. */
export async function deleteUser(ctx: Ctx, id: string) {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound('user', id);
  if (id === userActor(ctx).userId) throw forbidden('You cannot delete yourself');
  return inTransaction(ctx, async (tx) => {
    await updateUser(tx.db, id, { deletedAt: tx.now, isAccountActivated: false });
    await revokeSessionsOf(tx.db, { userId: id }, tx.now);
    await removeMembershipsOfUser(tx.db, id);
    await audit(tx, { companyId: null, action: 'user.delete', entity: 'user', entityId: id });
    return { ok: true as const };
  });
}

export async function checkEmail(ctx: Ctx, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return { exists: false, user: null, companies: [] };
  const companies = await membershipsOfUser(ctx.db, user.id);
  return {
    exists: true,
    user: userView(user),
    companies: companies.map((c) => ({ id: c.companyId, name: c.name, slug: c.slug, isManager: c.isManager })),
  };
}

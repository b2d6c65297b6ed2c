import { ACCESS_MODULES, type AccessMap, accessRank, fullAccess, normalizeAccess } from '@hirebase/shared';
import { audit } from '../../platform/audit.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf, userActor } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { revokeSessionsOf, sendAccountValidation } from '../auth/index.ts';
import { findCompanyById } from '../companies/index.ts';
import { findUserByEmail, insertUser, userView } from '../users/index.ts';
import { inviteExistingUser } from './invitations.ts';
import * as repo from './repository.ts';

export interface EmployeeInput {
  email: string;
  firstName: string;
  lastName: string;
  isManager: boolean;
  access: Partial<AccessMap>;
}

export const employeeView = (e: Awaited<ReturnType<typeof repo.employeesOfCompany>>[number]) => ({
  user: userView(e.user),
  isManager: e.isManager,
  access: e.isManager ? fullAccess() : e.access,
});

export async function listEmployees(ctx: Ctx, companyId = tenantOf(ctx)) {
  return (await repo.employeesOfCompany(ctx.db, companyId)).map(employeeView);
}

/**
 * Gives a person access to the company: creates the user and mails an account activation when the email is new,
 * updates the access of someone already working here, and invites anyone else (they join when they accept the
 * mailed link). Only managers may make someone a manager.
 */
export async function addEmployee(ctx: Ctx, input: EmployeeInput, companyId = tenantOf(ctx)) {
  const actor = ctx.actor.kind === 'user' ? ctx.actor : undefined;
  const mayManageManagers = assertMayOffer(ctx, input.isManager, input.access);
  return inTransaction(ctx, async (tx) => {
    const company = await findCompanyById(tx.db, companyId);
    if (!company) throw notFound('company', companyId);
    let user = await findUserByEmail(tx.db, input.email);
    if (user && !(await repo.findMembership(tx.db, companyId, user.id)))
      return inviteExistingUser(tx, company, user, input);
    const created = !user;
    if (!user) {
      user = await insertUser(tx.db, {
        id: newId(tx.now.getTime()),
        email: input.email.trim(),
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.isManager ? 'manager' : 'user',
        language: company.defaultLanguage,
        isValidated: false,
        createdFrom: 'employee',
      });
    }
    const before = await repo.findMembership(tx.db, companyId, user.id);
    if (before?.isManager && !input.isManager) {
      if (!mayManageManagers) throw forbidden('Only a manager can change the access of a manager');
      await assertNotLastManager(tx, companyId);
    }
    if (before && !mayManageManagers && actor?.membership) assertCovers(actor.membership.access, before.access);
    await repo.upsertMembership(tx.db, {
      companyId,
      userId: user.id,
      isManager: input.isManager,
      access: input.isManager ? fullAccess() : normalizeAccess(input.access),
    });
    await audit(tx, {
      companyId,
      action: before ? 'employee.update' : 'employee.add',
      entity: 'user',
      entityId: user.id,
      from: before ? (before.isManager ? 'manager' : 'employee') : null,
      to: input.isManager ? 'manager' : 'employee',
    });
    if (created) await sendAccountValidation(tx, user, company.name);
    const [employee] = (await repo.employeesOfCompany(tx.db, companyId)).filter((e) => e.user.id === user.id);
    return employeeView(employee);
  });
}

/**
 * Only managers (and administrators outside any company) may offer a manager's place; an employee who manages staff
 * offers no more access than they have. Answers whether the caller may manage managers.
 */
export function assertMayOffer(ctx: Ctx, isManager: boolean, access: Partial<AccessMap>) {
  const actor = ctx.actor.kind === 'user' ? ctx.actor : undefined;
  const actingAsAdmin = actor?.role === 'admin' && !actor.membership;
  const mayManageManagers = actingAsAdmin || !!actor?.membership?.isManager;
  if (isManager && !mayManageManagers) throw forbidden('Only a manager can make someone a manager');
  if (!mayManageManagers && actor?.membership) assertNoEscalation(actor.membership.access, normalizeAccess(access));
  return mayManageManagers;
}

/** The first module where `other` has more access than `own`, if any. */
const exceeding = (own: Partial<AccessMap>, other: Partial<AccessMap>) =>
  ACCESS_MODULES.find((module) => accessRank(other[module] ?? 'none') > accessRank(own[module] ?? 'none'));

/** An employee who manages staff cannot give more access to a module than they have themselves. */
function assertNoEscalation(own: AccessMap, requested: AccessMap) {
  const module = exceeding(own, requested);
  if (module) {
    throw forbidden(`You cannot give ${requested[module]} access to ${module}: you have ${own[module] ?? 'none'}`);
  }
}

/**
 * Nor change or remove the access of a colleague who has rights they lack (managers are protected apart): else an
 * employee with employees:write could strip whoever has more than they do.
 */
function assertCovers(own: Partial<AccessMap>, colleague: Partial<AccessMap>) {
  const module = exceeding(own, colleague);
  if (module) throw forbidden(`You cannot change the access of someone with more access than you to ${module}`);
}

async function assertNotLastManager(ctx: Ctx, companyId: string) {
  if ((await repo.lockAndCountManagers(ctx.db, companyId)) <= 1) {
    throw conflict('lastManager', 'A company keeps at least one manager');
  }
}

/** Removes a person's access to the company (their account stays for their other companies). */
export async function removeEmployee(ctx: Ctx, userId: string, companyId = tenantOf(ctx)) {
  const actor = userActor(ctx);
  if (actor.userId === userId && actor.companyId === companyId)
    throw conflict('cannotRemoveSelf', 'You cannot remove yourself');
  return inTransaction(ctx, async (tx) => {
    const membership = await repo.findMembership(tx.db, companyId, userId);
    if (!membership) throw notFound('employee', userId);
    if (membership.isManager) {
      if (!actor.membership?.isManager && actor.role !== 'admin')
        throw forbidden('Only a manager can remove a manager');
      await assertNotLastManager(tx, companyId);
    } else if (actor.membership && !actor.membership.isManager) {
      assertCovers(actor.membership.access, membership.access);
    }
    await repo.deleteMembership(tx.db, companyId, userId);
    // Their sessions in this company end now, not at their expiry.
    await revokeSessionsOf(tx.db, { userId }, tx.now, undefined, companyId);
    await audit(tx, { companyId, action: 'employee.remove', entity: 'user', entityId: userId });
    return { ok: true as const };
  });
}

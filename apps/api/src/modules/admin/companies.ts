import { type AccessMap, fullAccess, normalizeAccess } from '@hirebase/shared';
import { isValidTimeZone } from '@hirebase/shared/zone';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { checkPasswordPolicy, hashPassword, sendAccountValidation } from '../auth/index.ts';
import {
  companyView,
  findCompanyById,
  insertCompany,
  type NewCompany,
  nameTaken,
  slugReserved,
  updateCompany,
} from '../companies/index.ts';
import {
  employeesOfCompany,
  employeeView,
  findMembership,
  listEmployees,
  upsertMembership,
} from '../employees/index.ts';
import { emailTaken, findUserByEmail, insertUser, userView } from '../users/index.ts';

export interface NewCompanyInput {
  name: string;
  slug: string;
  email?: string | null;
  phone?: string | null;
  accountStatus: string;
  accountType?: string;
  trialEndsAt?: string | null;
  timezone?: string;
  currency?: string;
  languages?: string[];
  defaultLanguage?: string;
  verticales?: string[];
  city?: string | null;
  country?: string | null;
  manager: { email: string; firstName: string; lastName: string; password?: string };
}

function checkTimezone(timezone: string) {
  if (!isValidTimeZone(timezone)) throw badRequest('timezone', `Unknown time zone "${timezone}"`);
}

/**
 * Creates a company with its first manager in one transaction. A new manager email gets a user (with the given
 * password, or an activation mail); an existing user becomes manager of the new company too.
 */
export async function createCompany(ctx: Ctx, input: NewCompanyInput) {
  if (input.timezone) checkTimezone(input.timezone);
  if (input.accountStatus === 'TRIAL' && !input.trialEndsAt)
    throw badRequest('trialEndsAt', 'A trial needs its end date');
  const languages = input.languages?.length ? [...new Set(input.languages)] : ['fr'];
  const defaultLanguage = input.defaultLanguage ?? languages[0];
  if (!languages.includes(defaultLanguage))
    throw badRequest('defaultLanguage', 'The default language must be one of the languages');
  if (input.manager.password !== undefined) checkPasswordPolicy(input.manager.password, 'manager.password');
  if (await slugReserved(ctx.db, input.slug))
    throw conflict('alreadyExists', `The address "${input.slug}" is taken`, { field: 'slug' });
  if (await nameTaken(ctx.db, input.name))
    throw conflict('alreadyExists', `A company named "${input.name}" exists`, { field: 'name' });
  const passwordHash = input.manager.password ? await hashPassword(input.manager.password) : null;

  return inTransaction(ctx, async (tx) => {
    const values: NewCompany = {
      id: newId(tx.now.getTime()),
      name: input.name.trim(),
      slug: input.slug,
      email: input.email ?? null,
      phone: input.phone ?? null,
      accountStatus: input.accountStatus,
      accountType: input.accountType ?? 'PLATFORM',
      trialEndsAt: input.trialEndsAt ? new Date(input.trialEndsAt) : null,
      timezone: input.timezone ?? 'Europe/Paris',
      currency: input.currency ?? 'EUR',
      languages,
      defaultLanguage,
      verticales: [...new Set(input.verticales ?? [])],
      city: input.city ?? null,
      country: input.country ?? null,
    };
    const company = await insertCompany(tx.db, values);
    let manager = await findUserByEmail(tx.db, input.manager.email);
    if (manager?.role === 'admin')
      throw conflict('alreadyExists', 'This email belongs to a platform administrator', { field: 'manager.email' });
    const created = !manager;
    if (!manager && (await emailTaken(tx.db, input.manager.email)))
      throw conflict('alreadyExists', 'This email belongs to a deleted account', { field: 'manager.email' });
    if (!manager) {
      manager = await insertUser(tx.db, {
        id: newId(tx.now.getTime()),
        email: input.manager.email.trim(),
        firstName: input.manager.firstName,
        lastName: input.manager.lastName,
        role: 'manager',
        language: defaultLanguage,
        passwordHash,
        isValidated: !!passwordHash,
        createdFrom: 'admin_dashboard',
      });
    }
    await upsertMembership(tx.db, {
      companyId: company.id,
      userId: manager.id,
      isManager: true,
      access: fullAccess(),
    });
    await audit(tx, {
      companyId: company.id,
      action: 'company.create',
      entity: 'company',
      entityId: company.id,
      to: company.accountStatus,
    });
    if (created && !passwordHash) await sendAccountValidation(tx, manager, company.name);
    return { company: companyView(company), manager: userView(manager) };
  });
}

export async function getCompany(ctx: Ctx, id: string) {
  const company = await findCompanyById(ctx.db, id);
  if (!company) throw notFound('company', id);
  return company;
}

export async function companyEmployees(ctx: Ctx, id: string) {
  await getCompany(ctx, id);
  return listEmployees(ctx, id);
}

/** Archiving locks the company's staff out at their next request (the session guard checks the status). */
export async function archiveCompany(ctx: Ctx, id: string, reason: string) {
  const company = await getCompany(ctx, id);
  if (company.accountStatus === 'ARCHIVED') throw conflict('alreadyArchived', 'This company is already archived');
  return inTransaction(ctx, async (tx) => {
    const updated = await updateCompany(tx.db, id, {
      accountStatus: 'ARCHIVED',
      archiveReason: reason,
      archivedAt: tx.now,
    });
    await audit(tx, {
      companyId: id,
      action: 'company.archive',
      entity: 'company',
      entityId: id,
      from: company.accountStatus,
      to: 'ARCHIVED',
      data: { reason },
    });
    return companyView(updated);
  });
}

export interface CompanyAccessInput {
  accountStatus?: string;
  accountType?: string;
  trialEndsAt?: string | null;
  subscriptionPending?: boolean;
  access?: Record<string, boolean>;
}

export async function setCompanyAccess(ctx: Ctx, id: string, input: CompanyAccessInput) {
  const company = await getCompany(ctx, id);
  const status = input.accountStatus ?? company.accountStatus;
  const trialEndsAt =
    input.trialEndsAt === undefined ? company.trialEndsAt : input.trialEndsAt ? new Date(input.trialEndsAt) : null;
  if (status === 'TRIAL' && !trialEndsAt) throw badRequest('trialEndsAt', 'A trial needs its end date');
  return inTransaction(ctx, async (tx) => {
    const updated = await updateCompany(tx.db, id, {
      accountStatus: status,
      accountType: input.accountType ?? company.accountType,
      trialEndsAt,
      subscriptionPending: input.subscriptionPending ?? company.subscriptionPending,
      access: input.access ? { ...company.access, ...input.access } : company.access,
      ...(status !== 'ARCHIVED' ? { archivedAt: null, archiveReason: null } : {}),
    });
    await audit(tx, {
      companyId: id,
      action: 'company.access',
      entity: 'company',
      entityId: id,
      from: company.accountStatus,
      to: status,
      data: { ...input },
    });
    return companyView(updated);
  });
}

/** An administrator sets an employee's role and access in a company (no "last manager" rule for admins). */
export async function setEmployeeAccess(
  ctx: Ctx,
  companyId: string,
  userId: string,
  input: { isManager: boolean; access?: Partial<AccessMap> },
) {
  await getCompany(ctx, companyId);
  const membership = await findMembership(ctx.db, companyId, userId);
  if (!membership) throw notFound('employee', userId);
  return inTransaction(ctx, async (tx) => {
    await upsertMembership(tx.db, {
      companyId,
      userId,
      isManager: input.isManager,
      access: input.isManager ? fullAccess() : normalizeAccess(input.access ?? membership.access),
    });
    await audit(tx, {
      companyId,
      action: 'employee.update',
      entity: 'user',
      entityId: userId,
      to: input.isManager ? 'manager' : 'employee',
    });
    const [employee] = (await employeesOfCompany(tx.db, companyId)).filter((e) => e.user.id === userId);
    return employeeView(employee);
  });
}

import { ACCESS_MODULES, fullAccess } from '@hirebase/shared';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Ctx, cachedForRequest, inTransaction, userActor } from '../../platform/http/context.ts';
import type { UploadedFile } from '../../platform/http/route.ts';
import { contentTypeOf } from '../../platform/storage/content-type.ts';
import { checkPasswordPolicy, hashPassword, revokeSessionsOf, verifyPassword } from '../auth/index.ts';
import { companyForRequest, companyView } from '../companies/index.ts';
import { findMembership, membershipsOfUser } from '../employees/index.ts';
import { reencodePicture } from './picture-image.ts';
import { findUserById, type NewUser, updateUser } from './repository.ts';
import { userView } from './views.ts';

async function currentUser(ctx: Ctx) {
  const actor = userActor(ctx);
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw notFound('user', actor.userId);
  return { actor, user };
}

/** A user as this request's reads see it: from the process's cache of rows while the row is unchanged. */
const userForRequest = (ctx: Ctx, id: string) =>
  cachedForRequest(
    ctx,
    `user:${id}`,
    () => findUserById(ctx.db, id),
    () => [`users:${id}`],
  );

/** Everything the dashboard needs to draw itself for the logged-in staff member. */
export async function me(ctx: Ctx) {
  const actor = userActor(ctx);
  const [user, company, companies, impersonator] = await Promise.all([
    userForRequest(ctx, actor.userId),
    actor.companyId ? companyForRequest(ctx, actor.companyId) : undefined,
    cachedForRequest(
      ctx,
      `companies-of:${actor.userId}`,
      () => membershipsOfUser(ctx.db, actor.userId),
      (rows) => [
        `users:${actor.userId}`,
        `memberships:${actor.userId}`,
        ...rows.map((r) => `companies:${r.companyId}`),
      ],
    ),
    actor.impersonatedBy ? userForRequest(ctx, actor.impersonatedBy) : undefined,
  ]);
  if (!user) throw notFound('user', actor.userId);
  return {
    user: userView(user),
    company: company ? companyView(company) : null,
    companies: companies.map((c) => ({ id: c.companyId, name: c.name, slug: c.slug, isManager: c.isManager })),
    membership: actor.membership,
    impersonatedBy: impersonator ? { id: impersonator.id, email: impersonator.email } : null,
  };
}

export async function myAccess(ctx: Ctx) {
  const actor = userActor(ctx);
  const membership = actor.membership!;
  const access = membership.isManager ? fullAccess() : membership.access;
  return {
    isManager: membership.isManager,
    access,
    modules: ACCESS_MODULES.filter((m) => access[m] !== 'none'),
  };
}

export async function updateProfile(ctx: Ctx, changes: Pick<NewUser, 'firstName' | 'lastName' | 'phone' | 'language'>) {
  const { user } = await currentUser(ctx);
  return userView((await updateUser(ctx.db, user.id, changes))!);
}

export async function changePassword(ctx: Ctx, currentPassword: string, newPassword: string) {
  const { actor, user } = await currentUser(ctx);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest('currentPassword', 'The current password is not right');
  }
  checkPasswordPolicy(newPassword, 'newPassword');
  await inTransaction(ctx, async (tx) => {
    await updateUser(tx.db, user.id, { passwordHash: await hashPassword(newPassword) });
    await revokeSessionsOf(tx.db, { userId: user.id }, tx.now, actor.sessionId);
  });
  return { ok: true as const };
}

const PICTURE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export async function uploadPicture(ctx: Ctx, files: UploadedFile[]) {
  const file = files.find((f) => f.field === 'file');
  if (!file) throw badRequest('file', 'Send the picture in the form field "file"');
  // the type is the bytes', not the claimed one: a page with scripts may call itself image/png
  if (file.size > MAX_PICTURE_BYTES) throw badRequest('file', 'The picture must be at most 5 MB');
  const data = await file.read();
  if (!PICTURE_TYPES[contentTypeOf(data)]) throw badRequest('file', 'The picture must be a PNG, JPEG or WebP image');
  const image = await reencodePicture(data);
  const { user } = await currentUser(ctx);
  const key = `users/${user.id}/picture.webp`;
  await ctx.deps.storage.put(key, image, 'image/webp');
  if (user.pictureKey && user.pictureKey !== key) await ctx.deps.storage.remove(user.pictureKey);
  return userView((await updateUser(ctx.db, user.id, { pictureKey: key }))!);
}

/**
 * A user's picture, to whoever may see the user: themself, an administrator, or staff working in a company the user
 * belongs to. Anyone else gets the 404 of a user without a picture.
 */
export async function picture(ctx: Ctx, userId: string) {
  const user = (await maySeeUser(ctx, userId)) ? await findUserById(ctx.db, userId) : undefined;
  const data = user?.pictureKey ? await ctx.deps.storage.get(user.pictureKey) : undefined;
  if (!user?.pictureKey || !data) throw notFound('picture of user', userId);
  // the type of the bytes: pictures kept before they were re-encoded carry whatever was sent
  const type = contentTypeOf(data);
  return { data, type: PICTURE_TYPES[type] ? type : 'application/octet-stream' };
}

async function maySeeUser(ctx: Ctx, userId: string) {
  if (ctx.actor.kind !== 'user') return false;
  if (ctx.actor.userId === userId || ctx.actor.role === 'admin') return true;
  return !!ctx.companyId && !!(await findMembership(ctx.db, ctx.companyId, userId));
}

import type { Static } from 'typebox';
import { audit } from '../../../platform/audit.ts';
import { isUniqueViolation } from '../../../platform/db/pg-errors.ts';
import { badRequest, conflict } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { findCompanyById, nameTaken, slugTaken, updateCompany } from '../../companies/index.ts';
import * as repo from '../repository.ts';
import type { CurrencyBody, MainInfosBody, SlugBody, TimezoneBody } from '../schemas.ts';
import { changeSettings } from '../service.ts';
import { linkOrNull, timezone, trimmedOrNull } from './validate.ts';

/** A name or store address another company took between the check and the write: the answer the check gives. */
function takenMeanwhile(error: unknown): never {
  if (isUniqueViolation(error, 'companies_name_key')) {
    throw conflict('nameTaken', 'Another company took this name at the same time', { field: 'name' });
  }
  if (isUniqueViolation(error, 'companies_slug_key')) {
    throw conflict('slugTaken', 'Another company took this store address at the same time', { field: 'slug' });
  }
  throw error;
}

/**
 * Main infos: name, email, phone, city and country belong to the company row (used by login, search, admin);
 * description, website, street, zip and coordinates to the settings.
 */
export function updateMainInfos(ctx: Ctx, body: Static<typeof MainInfosBody>) {
  return changeSettings(ctx, 'mainInfos', async ({ ctx: tx, company, current }) => {
    const name = body.name.trim();
    if (name.length < 2) throw badRequest('name', 'name must have at least 2 characters');
    if (name.toLowerCase() !== company.name.toLowerCase() && (await nameTaken(tx.db, name))) {
      throw conflict('nameTaken', `Another company is already called ${name}`, { field: 'name' });
    }
    const address = body.address ?? null;
    const lat = address?.lat ?? null;
    const lng = address?.lng ?? null;
    if ((lat === null) !== (lng === null)) {
      throw badRequest(lat === null ? 'address.lat' : 'address.lng', 'Coordinates need both lat and lng');
    }
    await updateCompany(tx.db, company.id, {
      name,
      email: trimmedOrNull(body.email),
      phone: trimmedOrNull(body.phone),
      city: address ? address.city.trim() : null,
      country: address ? address.country : null,
    }).catch(takenMeanwhile);
    return {
      mainInfos: {
        ...current.mainInfos,
        description: trimmedOrNull(body.description),
        website: linkOrNull('website', body.website),
        street: trimmedOrNull(address?.street),
        zip: trimmedOrNull(address?.zip),
        lat,
        lng,
      },
    };
  });
}

/**
 * Moves the store to a new address. The old slug keeps answering with a redirect to the new one, so it stays
 * reserved for this company: no other company can take a slug that links out there still point to.
 */
export function updateSlug(ctx: Ctx, body: Static<typeof SlugBody>) {
  const slug = body.slug.toLowerCase();
  return changeSettings(ctx, 'slug', async ({ ctx: tx, company }) => {
    if (slug === company.slug) return {};
    const formerOwner = await repo.findFormerSlugOwner(tx.db, slug);
    if ((formerOwner && formerOwner.companyId !== company.id) || (await slugTaken(tx.db, slug))) {
      throw conflict('slugTaken', `The store address ${slug} is already taken`, { field: 'slug' });
    }
    if (formerOwner) await repo.forgetFormerSlug(tx.db, slug, company.id);
    await repo.recordFormerSlug(tx.db, company.slug, company.id, tx.now);
    await updateCompany(tx.db, company.id, { slug }).catch(takenMeanwhile);
    await audit(tx, { action: 'company.slug', entity: 'company', entityId: company.id, from: company.slug, to: slug });
    return {};
  });
}

export function updateCurrency(ctx: Ctx, body: Static<typeof CurrencyBody>) {
  return changeSettings(ctx, 'currency', async ({ ctx: tx, company }) => {
    if (company.currency !== body.currency) {
      await updateCompany(tx.db, company.id, { currency: body.currency });
      await audit(tx, {
        action: 'company.currency',
        entity: 'company',
        entityId: company.id,
        from: company.currency,
        to: body.currency,
      });
    }
    return {};
  });
}

export function updateTimezone(ctx: Ctx, body: Static<typeof TimezoneBody>) {
  const zone = timezone('timezone', body.timezone);
  return changeSettings(ctx, 'timezone', async ({ ctx: tx, company }) => {
    if (company.timezone !== zone) {
      await updateCompany(tx.db, company.id, { timezone: zone });
      await audit(tx, {
        action: 'company.timezone',
        entity: 'company',
        entityId: company.id,
        from: company.timezone,
        to: zone,
      });
    }
    return {};
  });
}

/** Public: the store address of a company. */
export async function shopIdOf(ctx: Ctx, companyId: string) {
  const company = await findCompanyById(ctx.db, companyId);
  if (!company || company.accountStatus === 'ARCHIVED') return undefined;
  return { companyId: company.id, slug: company.slug, name: company.name, storeUrl: `/store/${company.slug}` };
}

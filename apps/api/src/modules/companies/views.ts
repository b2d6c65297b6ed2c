import type { CompanyRow } from './repository.ts';

export function companyView(c: CompanyRow) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    email: c.email,
    phone: c.phone,
    accountStatus: c.accountStatus,
    accountType: c.accountType,
    trialEndsAt: c.trialEndsAt?.toISOString() ?? null,
    subscriptionPending: c.subscriptionPending,
    archiveReason: c.archiveReason,
    archivedAt: c.archivedAt?.toISOString() ?? null,
    timezone: c.timezone,
    currency: c.currency,
    languages: c.languages,
    defaultLanguage: c.defaultLanguage,
    verticales: c.verticales,
    city: c.city,
    country: c.country,
    access: c.access,
    createdAt: c.createdAt.toISOString(),
  };
}

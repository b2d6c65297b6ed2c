import type { AccountStatus, Currency, Language, Verticale } from '@hirebase/shared';
import dayjs from 'dayjs';
import type { CreateCompanyInput } from '../../../api/types.ts';

export interface CompanyFormValues {
  name: string;
  slug: string;
  email: string;
  accountStatus: AccountStatus;
  /** YYYY-MM-DD, used when the status is TRIAL. */
  trialEndsAt: string | null;
  timezone: string;
  currency: Currency;
  languages: Language[];
  verticales: Verticale[];
  manager: { email: string; firstName: string; lastName: string; password: string };
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Vélos & Co — Annecy" → "velos-co-annecy" */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export function initialCompanyValues(): CompanyFormValues {
  return {
    name: '',
    slug: '',
    email: '',
    accountStatus: 'TRIAL',
    trialEndsAt: dayjs().add(14, 'day').format('YYYY-MM-DD'),
    timezone: 'Europe/Paris',
    currency: 'EUR',
    languages: ['fr'],
    verticales: [],
    manager: { email: '', firstName: '', lastName: '', password: '' },
  };
}

/** The body of `adminCreateCompany`; a trial ends at the end of its last day; an empty password is left out. */
export function buildCompanyPayload(values: CompanyFormValues): CreateCompanyInput {
  const trial = values.accountStatus === 'TRIAL' && values.trialEndsAt;
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    email: values.email.trim(),
    accountStatus: values.accountStatus,
    ...(trial ? { trialEndsAt: dayjs(values.trialEndsAt).endOf('day').toISOString() } : {}),
    timezone: values.timezone,
    currency: values.currency,
    languages: values.languages,
    verticales: values.verticales,
    manager: {
      email: values.manager.email.trim(),
      firstName: values.manager.firstName.trim(),
      lastName: values.manager.lastName.trim(),
      ...(values.manager.password ? { password: values.manager.password } : {}),
    },
  };
}

/** The time zones this browser knows, Europe first (most shops); a short list where Intl cannot enumerate them. */
export function timezones(): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['Europe/Paris', 'Europe/Zurich', 'Europe/Madrid', 'Europe/Lisbon', 'Europe/Rome', 'Europe/London', 'UTC'];
  const europe = all.filter((zone) => zone.startsWith('Europe/'));
  return [...europe, ...all.filter((zone) => !zone.startsWith('Europe/'))];
}

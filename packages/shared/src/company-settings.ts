/**
 * Vocabulary and pure checks of company settings, shared by the API (validation) and the web app (forms).
 * Times of day are 'HH:MM' in the company time zone ('24:00' may end a range); days are 'YYYY-MM-DD'.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface TimeRange {
  from: string;
  to: string;
}
/** Opening ranges per day; a day without ranges is closed. */
export type OpeningHours = Record<Weekday, TimeRange[]>;
export const MAX_RANGES_PER_DAY = 6;

/** An inclusive range of days with an optional label (closed dates, low season). */
export interface DayRangeWithLabel {
  start: string;
  end: string;
  label: string | null;
}

export const FONTS = [
  'DM Sans',
  'Roboto',
  'Lato',
  'Open Sans',
  'Montserrat',
  'Poppins',
  'Inter',
  'Nunito',
  'Raleway',
  'Source Sans 3',
  'Playfair Display',
  'Merriweather',
] as const;
export type Font = (typeof FONTS)[number];
export const LOGO_POSITIONS = ['LEFT', 'CENTER'] as const;

export const COMPANY_IMAGE_TYPES = ['logo', 'banner', 'cover'] as const;
export type CompanyImageType = (typeof COMPANY_IMAGE_TYPES)[number];
export const MAX_GALLERY_IMAGES = 10;

export const DELIVERY_PRICING_TYPES = ['FIXED', 'PER_KM'] as const;
export const FREE_DELIVERY_MINIMUM_TYPES = ['MINUTES', 'SUBTOTAL'] as const;
export const PART_PAYMENT_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;
/** How the online store's checkout ends: paid online, paid online or on site as the customer chooses, paid on site, or a request the shop approves. */
export const CHECKOUT_MODES = ['PAY_ONLINE', 'PAY_ONLINE_OR_ON_SITE', 'PAY_ON_SITE', 'REQUEST'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];
export const CATEGORY_DISCOUNT_TYPES = ['AMOUNT', 'PERCENTAGE'] as const;
export const INSURANCE_SETTINGS = [
  'off',
  'on_inclusion_hidden',
  'on_inclusion',
  'on_option',
  'with_assurance',
] as const;
export const NEWSLETTER_LISTS = ['BOUGE', 'GUIDE1', 'BONPLAN'] as const;

/** Deposit ceilings: "internal" ones apply to orders made by staff in the dashboard, the others to online orders. */
export const BAIL_MAX_KINDS = ['lcd', 'event', 'internalLcd', 'internalEvent', 'internalLld'] as const;
export type BailMaxKind = (typeof BAIL_MAX_KINDS)[number];

/** Social networks and the hosts their links must point to. */
export const SOCIAL_NETWORKS = {
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  linkedin: ['linkedin.com'],
  pinterest: ['pinterest.com', 'pinterest.fr'],
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** Where a store is looked up by its slug: the online store, the marketplace, or the dashboard login page. */
export const STORE_SCOPES = ['online-store', 'rental-place', 'dashboard'] as const;
export type StoreScope = (typeof STORE_SCOPES)[number];

export const SLUG_REGEX = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const HEX_COLOR_REGEX = /^#[0-9a-fA-F]{6}$/;
export const TIME_REGEX = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const DAY_REGEX = /^\d{4}-\d{2}-\d{2}$/;

export interface SettingsProblem {
  /** Dotted path of the faulty value, relative to the checked value (e.g. `tuesday.1.to`). */
  field: string;
  message: string;
}

/** '09:30' → 570. */
export function minutesOfDay(time: string): number {
  if (!TIME_REGEX.test(time)) throw new RangeError(`"${time}" is not a time HH:MM`);
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export function isDay(text: string): boolean {
  if (!DAY_REGEX.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Ranges of a day: valid times, each starting before it ends, none overlapping another (touching is allowed). */
export function dayRangesProblem(ranges: readonly TimeRange[], path: string): SettingsProblem | undefined {
  if (ranges.length > MAX_RANGES_PER_DAY) {
    return { field: path, message: `A day has at most ${MAX_RANGES_PER_DAY} opening ranges` };
  }
  for (const [i, range] of ranges.entries()) {
    for (const key of ['from', 'to'] as const) {
      if (!TIME_REGEX.test(range[key])) return { field: `${path}.${i}.${key}`, message: 'Expected a time HH:MM' };
    }
    if (range.from === '24:00') return { field: `${path}.${i}.from`, message: 'A range cannot start at 24:00' };
    if (minutesOfDay(range.from) >= minutesOfDay(range.to)) {
      return { field: `${path}.${i}.to`, message: `The range ${range.from}–${range.to} must end after it starts` };
    }
  }
  const order = ranges.map((r, i) => ({ ...r, i })).sort((a, b) => minutesOfDay(a.from) - minutesOfDay(b.from));
  for (let k = 1; k < order.length; k++) {
    if (minutesOfDay(order[k].from) < minutesOfDay(order[k - 1].to)) {
      return {
        field: `${path}.${order[k].i}`,
        message: `The range ${order[k].from}–${order[k].to} overlaps ${order[k - 1].from}–${order[k - 1].to}`,
      };
    }
  }
  return undefined;
}

export function openingHoursProblem(hours: OpeningHours): SettingsProblem | undefined {
  for (const day of WEEKDAYS) {
    const problem = dayRangesProblem(hours[day] ?? [], day);
    if (problem) return problem;
  }
  return undefined;
}

/** The same week with each day's ranges in time order. */
export function sortedOpeningHours(hours: OpeningHours): OpeningHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, [...(hours[day] ?? [])].sort((a, b) => minutesOfDay(a.from) - minutesOfDay(b.from))]),
  ) as OpeningHours;
}

/** Day ranges: real calendar days, start ≤ end, no two ranges sharing a day. */
export function dayRangeListProblem(
  ranges: readonly { start: string; end: string }[],
  path: string,
): SettingsProblem | undefined {
  for (const [i, range] of ranges.entries()) {
    if (!isDay(range.start)) return { field: `${path}.${i}.start`, message: 'Expected a date YYYY-MM-DD' };
    if (!isDay(range.end)) return { field: `${path}.${i}.end`, message: 'Expected a date YYYY-MM-DD' };
    if (range.end < range.start) {
      return { field: `${path}.${i}.end`, message: `The range ends (${range.end}) before it starts (${range.start})` };
    }
  }
  const order = ranges.map((r, i) => ({ ...r, i })).sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let k = 1; k < order.length; k++) {
    if (order[k].start <= order[k - 1].end) {
      return {
        field: `${path}.${order[k].i}`,
        message: `The range ${order[k].start}…${order[k].end} overlaps ${order[k - 1].start}…${order[k - 1].end}`,
      };
    }
  }
  return undefined;
}

/** Whether a day falls in one of the ranges (closed dates, low season). */
export function dayInRanges(day: string, ranges: readonly { start: string; end: string }[]): boolean {
  return ranges.some((r) => r.start <= day && day <= r.end);
}

// Browsers and Node both have URL; this package compiles without their type libraries.
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** Why a link is not a page of that network, or undefined when it is. */
export function socialLinkProblem(network: SocialNetwork, link: string): string | undefined {
  let url: { protocol: string; hostname: string };
  try {
    url = new URL(link);
  } catch {
    return 'Expected a full link starting with https://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Expected a link starting with https://';
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  const hosts: readonly string[] = SOCIAL_NETWORKS[network];
  if (!hosts.includes(host)) return `Expected a ${network} link (${hosts.join(', ')})`;
  return undefined;
}

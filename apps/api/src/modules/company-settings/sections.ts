import type { CancellationPolicy, CancellationRule } from '@hirebase/shared/cancellation';
import type {
  BailMaxKind,
  CheckoutMode,
  DayRangeWithLabel,
  Font,
  OpeningHours,
  SocialNetwork,
} from '@hirebase/shared/company-settings';

/**
 * How each settings section is stored (one jsonb column each). Money is integer cents, rates and percentages are
 * basis points (2000 = 20 %). The API view converts at the edge (views.ts).
 */
export interface StoredMainInfos {
  description: string | null;
  website: string | null;
  street: string | null;
  zip: string | null;
  lat: number | null;
  lng: number | null;
}

export type StoredSocialMedia = Partial<Record<SocialNetwork, string>>;

export interface StoredVat {
  rentalBp: number;
  workshopBp: number;
  name: string;
}

export interface StoredBookingSlots {
  enabled: boolean;
  durationMinutes: number;
  startTimes: string[];
  minNoticeMinutes: number;
  maxDaysInAdvance: number;
}

export type FreeDeliveryMinimum = { type: 'MINUTES'; minutes: number } | { type: 'SUBTOTAL'; subtotalCents: number };

export interface StoredDelivery {
  enabled: boolean;
  pricingType: 'FIXED' | 'PER_KM';
  /** Fixed price, or price per km. */
  priceCents: number;
  minimumPriceCents: number | null;
  maxDistanceKm: number | null;
  freeDeliveryMinimum: FreeDeliveryMinimum | null;
}

export interface StoredCancellation {
  policy: CancellationPolicy;
  /** Only for CUSTOM; the fixed policies use their own rule sets. */
  customRules: CancellationRule[];
}

export interface StoredBail {
  access: { enabled: boolean; onlineStore: boolean; dashboard: boolean; captureRequiresManager: boolean };
  /** Ceiling of a deposit per kind of order; null = no ceiling. */
  maxCents: Record<BailMaxKind, number | null>;
}

export type PartPaymentShare = { type: 'PERCENTAGE'; basisPoints: number } | { type: 'AMOUNT'; cents: number };
export interface StoredPartPayment {
  enabled: boolean;
  share: PartPaymentShare | null;
}
export interface StoredPartPayments {
  order: StoredPartPayment;
  event: StoredPartPayment;
}

export interface StoredDocuments {
  color: string;
  customFields: { label: string; value: string }[];
}

export interface StoredMailSender {
  name: string | null;
  replyTo: string | null;
}

export interface StoredImage {
  key: string;
  name: string | null;
}

export type LocalizedText = Partial<Record<string, string>>;

export interface StoredOnlineStore {
  phone: string | null;
  description: LocalizedText;
  shortDescription: LocalizedText;
  showPricing: boolean;
  featuredIds: string[];
  gallery: StoredImage[];
  checkoutMode: CheckoutMode;
}

export interface StoredImages {
  logo: StoredImage | null;
  banner: StoredImage | null;
  cover: StoredImage | null;
}

export interface StoredNotifications {
  orderReminder: { enabled: boolean; hoursBeforeStart: number };
  opinionBooster: { enabled: boolean; delayHours: number; reviewUrl: string | null };
}

export interface StoredNewsletter {
  customerOptIn: boolean;
  platformLists: string[];
}

/** Same shape as the pricing engine's category discounts: value in cents per unit (AMOUNT) or basis points. */
export interface StoredCategoryDiscount {
  categoryId: string;
  label: string | null;
  ranges: { minDays: number; maxDays: number | null; type: 'AMOUNT' | 'PERCENTAGE'; value: number }[];
}

export interface StoredEvents {
  tags: string[];
  universes: string[];
  universesActivated: boolean;
  /** The event tag whose events make up the universes of the online store. */
  universesTag: string | null;
}

export interface StoredMarketplace {
  visible: boolean;
  placeId: string | null;
}

export type QuickOrderMode = 'QR_SCANNING' | 'MANUAL';
export const QUICK_ORDER_ACTIONS = ['booking', 'bookingUpdate', 'exchange', 'readyToGo', 'return'] as const;
export type QuickOrderAction = (typeof QUICK_ORDER_ACTIONS)[number];

export interface StoredOrders {
  /** Unpaid online orders are cancelled this many minutes after their creation. */
  autoCancelMinutes: number;
  /** How the counter screen starts each action: scanning QR codes or choosing units by hand. */
  quickOrderModes: Record<QuickOrderAction, QuickOrderMode>;
}

export interface StoredTheme {
  primaryColor: string;
  secondaryColor: string;
  backgroundColor: string;
  textColor: string;
  font: Font;
  logoPosition: 'LEFT' | 'CENTER';
  buttonsRadius: number;
}

/** The shop's own price of its rental insurance (see the insurance module); absent until the shop sets it. */
export interface StoredInsurancePrice {
  method: 'SHARE' | 'PER_ITEM_DAY';
  shareBp: number;
  dayCents: number;
  minimumCents: number | null;
}

export interface StoredIntegrations {
  tulip: { linkedId: string | null; insuranceMode: string; price?: StoredInsurancePrice };
  square: { connected: boolean; locationId: string | null };
  ancv: { shopId: string | null };
}

const closedWeek: OpeningHours = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};

/** A company without a settings row has these; they are also the column defaults. */
export const DEFAULTS = {
  mainInfos: { description: null, website: null, street: null, zip: null, lat: null, lng: null } as StoredMainInfos,
  socialMedia: {} as StoredSocialMedia,
  vat: { rentalBp: 2000, workshopBp: 2000, name: 'TVA' } as StoredVat,
  openingHours: closedWeek,
  closedDates: [] as DayRangeWithLabel[],
  lowSeasonDates: [] as DayRangeWithLabel[],
  bookingSlots: {
    enabled: false,
    durationMinutes: 60,
    startTimes: [],
    minNoticeMinutes: 0,
    maxDaysInAdvance: 365,
  } as StoredBookingSlots,
  delivery: {
    enabled: false,
    pricingType: 'FIXED',
    priceCents: 0,
    minimumPriceCents: null,
    maxDistanceKm: null,
    freeDeliveryMinimum: null,
  } as StoredDelivery,
  cancellation: { policy: 'FLEXIBLE', customRules: [] } as StoredCancellation,
  bail: {
    access: { enabled: false, onlineStore: false, dashboard: true, captureRequiresManager: false },
    maxCents: { lcd: null, event: null, internalLcd: null, internalEvent: null, internalLld: null },
  } as StoredBail,
  partPayment: {
    order: { enabled: false, share: null },
    event: { enabled: false, share: null },
  } as StoredPartPayments,
  documents: { color: '#1f2937', customFields: [] } as StoredDocuments,
  mailSender: { name: null, replyTo: null } as StoredMailSender,
  onlineStore: {
    phone: null,
    description: {},
    shortDescription: {},
    showPricing: true,
    featuredIds: [],
    gallery: [],
    checkoutMode: 'PAY_ONLINE',
  } as StoredOnlineStore,
  images: { logo: null, banner: null, cover: null } as StoredImages,
  notifications: {
    orderReminder: { enabled: false, hoursBeforeStart: 24 },
    opinionBooster: { enabled: false, delayHours: 24, reviewUrl: null },
  } as StoredNotifications,
  newsletter: { customerOptIn: false, platformLists: [] } as StoredNewsletter,
  categoryDiscounts: [] as StoredCategoryDiscount[],
  events: { tags: [], universes: [], universesActivated: false, universesTag: null } as StoredEvents,
  marketplace: { visible: false, placeId: null } as StoredMarketplace,
  orders: {
    autoCancelMinutes: 30,
    quickOrderModes: {
      booking: 'QR_SCANNING',
      bookingUpdate: 'QR_SCANNING',
      exchange: 'QR_SCANNING',
      readyToGo: 'QR_SCANNING',
      return: 'QR_SCANNING',
    },
  } as StoredOrders,
  theme: {
    primaryColor: '#0b6e4f',
    secondaryColor: '#f59e0b',
    backgroundColor: '#ffffff',
    textColor: '#111827',
    font: 'DM Sans',
    logoPosition: 'LEFT',
    buttonsRadius: 8,
  } as StoredTheme,
  integrations: {
    tulip: { linkedId: null, insuranceMode: 'off' },
    square: { connected: false, locationId: null },
    ancv: { shopId: null },
  } as StoredIntegrations,
  termsConditions: '',
  termsConditionsLld: '',
  eventCgu: '',
  customerTextRgpd: '',
};

export type StoredSettings = typeof DEFAULTS;
export type SectionName = keyof StoredSettings;

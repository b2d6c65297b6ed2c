import type { AdminUserMessages } from './areas/adminUser/fr.ts';
import type { BalanceMessages } from './areas/balance/fr.ts';
import type { CardSandboxMessages } from './areas/cardSandbox/fr.ts';
import type { CashbookMessages } from './areas/cashbook/fr.ts';
import type { CatalogueMessages } from './areas/catalogue/fr.ts';
import type { ConditionReportsMessages } from './areas/conditionReports/fr.ts';
import type { CounterMessages } from './areas/counter/fr.ts';
import type { CounterSigningMessages } from './areas/counterSigning/fr.ts';
import type { CustomersMessages } from './areas/customers/fr.ts';
import type { DocumentModelsMessages } from './areas/documentModels/fr.ts';
import type { EmailTemplatesMessages } from './areas/emailTemplates/fr.ts';
import type { HomeMessages } from './areas/home/fr.ts';
import type { InvitationsMessages } from './areas/invitations/fr.ts';
import type { InvoicesMessages } from './areas/invoices/fr.ts';
import type { LoginMessages } from './areas/login/fr.ts';
import type { MarketplaceBookingsMessages } from './areas/marketplaceBookings/fr.ts';
import type { MarketplaceWishlistsMessages } from './areas/marketplaceWishlists/fr.ts';
import type { NewsletterMessages } from './areas/newsletter/fr.ts';
import type { OrderDocumentsMessages } from './areas/orderDocuments/fr.ts';
import type { OrderMailsMessages } from './areas/orderMails/fr.ts';
import type { OrdersMessages } from './areas/orders/fr.ts';
import type { PaymentsMessages } from './areas/payments/fr.ts';
import type { PriceStepsMessages } from './areas/priceSteps/fr.ts';
import type { PricingMessages } from './areas/pricing/fr.ts';
import type { RightsMessages } from './areas/rights/fr.ts';
import type { SettingsMessages } from './areas/settings/fr.ts';
import type { SignatureMessages } from './areas/signature/fr.ts';
import type { StoreMessages } from './areas/store/fr.ts';
import type { YourOrderMessages } from './areas/yourOrder/fr.ts';
import type { Messages } from './fr.ts';
import type { Shape } from './shape.ts';
import type { StartMessages } from './start/fr.ts';

/** The dashboard areas whose words live in `areas/<area>/<lang>.ts` and are loaded with the area. */
export const AREAS = [
  'adminUser',
  'balance',
  'cashbook',
  'cardSandbox',
  'catalogue',
  'conditionReports',
  'counter',
  'counterSigning',
  'customers',
  'documentModels',
  'emailTemplates',
  'home',
  'invitations',
  'invoices',
  'login',
  'marketplaceBookings',
  'marketplaceWishlists',
  'newsletter',
  'orderMails',
  'orderDocuments',
  'orders',
  'payments',
  'priceSteps',
  'pricing',
  'rights',
  'settings',
  'signature',
  'store',
  'yourOrder',
] as const;
export type Area = (typeof AREAS)[number];

/** Every word of the app as `t()` knows it: start/fr.ts and fr.ts (disjoint), and each area's under its name. */
export type AllMessages = StartMessages &
  Messages & {
    adminUser: Shape<AdminUserMessages>;
    balance: Shape<BalanceMessages>;
    cashbook: Shape<CashbookMessages>;
    cardSandbox: Shape<CardSandboxMessages>;
    catalogue: Shape<CatalogueMessages>;
    conditionReports: Shape<ConditionReportsMessages>;
    counter: Shape<CounterMessages>;
    counterSigning: Shape<CounterSigningMessages>;
    customers: Shape<CustomersMessages>;
    documentModels: Shape<DocumentModelsMessages>;
    emailTemplates: Shape<EmailTemplatesMessages>;
    home: Shape<HomeMessages>;
    invitations: Shape<InvitationsMessages>;
    invoices: Shape<InvoicesMessages>;
    login: Shape<LoginMessages>;
    marketplaceBookings: Shape<MarketplaceBookingsMessages>;
    marketplaceWishlists: Shape<MarketplaceWishlistsMessages>;
    newsletter: Shape<NewsletterMessages>;
    orderMails: Shape<OrderMailsMessages>;
    orderDocuments: Shape<OrderDocumentsMessages>;
    orders: Shape<OrdersMessages>;
    payments: Shape<PaymentsMessages>;
    priceSteps: Shape<PriceStepsMessages>;
    pricing: Shape<PricingMessages>;
    rights: Shape<RightsMessages>;
    settings: Shape<SettingsMessages>;
    signature: Shape<SignatureMessages>;
    store: Shape<StoreMessages>;
    yourOrder: Shape<YourOrderMessages>;
  };

export const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);

import type { RouteDef } from '../platform/http/route.ts';
import { adminMailRoutes } from './admin/mail-routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { availabilityRoutes } from './availability/routes.ts';
import { balanceRoutes } from './balance/index.ts';
import { cardPaymentRoutes, sandboxRoutes, stripeRoutes, unconfiguredProviderRoutes } from './card-payments/index.ts';
import { terminalRoutes } from './card-terminal/index.ts';
import { cashbookRoutes } from './cashbook/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { catalogueTransferRoutes } from './catalogue/transfer/routes.ts';
import { companyRoutes } from './companies/routes.ts';
import { orderSettingsRoutes } from './company-settings/order-settings.ts';
import { companySettingsRoutes } from './company-settings/routes.ts';
import { conditionReportRoutes } from './condition-reports/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { documentSigningRoutes } from './document-signing/index.ts';
import { documentsRoutes } from './documents/routes.ts';
import { documentUploadRoutes } from './documents-uploads/routes.ts';
import { employeeRoutes } from './employees/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { holidayVoucherRoutes } from './holiday-vouchers/index.ts';
import { homeRoutes } from './home/routes.ts';
import { importRoutes } from './imports/routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { mailTemplateRoutes } from './mail-templates/routes.ts';
import { onlineStoreRoutes } from './online-store/index.ts';
import { orderMailRoutes } from './order-mails/routes.ts';
import { marketplaceBookingRoutes } from './orders/customer-area/bookings-routes.ts';
import { orderDetailRoutes } from './orders/details/detail-routes.ts';
import { orderLifecycleRoutes } from './orders/lifecycle/lifecycle-routes.ts';
import { orderListRoutes } from './orders/lists/list-routes.ts';
import { multiOrderRoutes } from './orders/multi/multi-order-routes.ts';
import { orderRequestRoutes } from './orders/requests/request-routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { waitingListRoutes } from './orders/waiting-list/waiting-list-routes.ts';
import { depositRoutes } from './payments/deposits/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { pricingRoutes } from './pricing/routes.ts';
import { rentalPlaceRoutes } from './rental-place/routes.ts';
import { signatureRoutes } from './signatures/routes.ts';
import { statesSurveysRoutes } from './states-surveys/routes.ts';
import { storeCartRoutes } from './store-cart/index.ts';
import { storeCheckoutRoutes } from './store-checkout/index.ts';
import { universeRoutes } from './universes/routes.ts';
import { userRoutes } from './users/routes.ts';
import { wishlistRoutes } from './wishlists/index.ts';
import { yourOrderRoutes } from './your-order/index.ts';

/** Every route of the API, by domain. */
export const allRoutes: RouteDef[] = [
  ...healthRoutes,
  ...authRoutes,
  ...userRoutes,
  ...employeeRoutes,
  ...homeRoutes,
  ...companyRoutes,
  ...companySettingsRoutes,
  ...catalogueRoutes,
  ...catalogueTransferRoutes,
  ...rentalPlaceRoutes,
  ...pricingRoutes,
  ...statesSurveysRoutes,
  ...signatureRoutes,
  ...paymentRoutes,
  ...cashbookRoutes,
  ...cardPaymentRoutes,
  ...sandboxRoutes,
  ...unconfiguredProviderRoutes,
  ...terminalRoutes,
  ...holidayVoucherRoutes,
  ...stripeRoutes,
  ...depositRoutes,
  ...balanceRoutes,
  ...universeRoutes,
  ...customerRoutes,
  ...orderRoutes,
  ...orderListRoutes,
  ...orderRequestRoutes,
  ...marketplaceBookingRoutes,
  ...orderDetailRoutes,
  ...multiOrderRoutes,
  ...waitingListRoutes,
  ...orderSettingsRoutes,
  ...orderLifecycleRoutes,
  ...conditionReportRoutes,
  ...orderMailRoutes,
  ...documentUploadRoutes,
  ...invoiceRoutes,
  ...availabilityRoutes,
  ...importRoutes,
  ...mailTemplateRoutes,
  ...documentsRoutes,
  ...documentSigningRoutes,
  ...yourOrderRoutes,
  ...wishlistRoutes,
  ...storeCartRoutes,
  ...storeCheckoutRoutes,
  ...onlineStoreRoutes,
  ...adminRoutes,
  ...adminMailRoutes,
  ...devRoutes,
];

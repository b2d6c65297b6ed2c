import { idempotencyRetentionJob } from '../platform/idempotency/retention-job.ts';
import type { AnyJob } from '../platform/jobs/definition.ts';
import { mailDeliveryJob } from '../platform/mail/delivery-job.ts';
import { mailRetentionJob } from '../platform/mail/retention-job.ts';
import { throttleRetentionJob } from '../platform/throttle/retention-job.ts';
import { authRetentionJob } from './auth/retention.ts';
import { payoutScheduleJob } from './balance/index.ts';
import { sandboxWebhookJob } from './card-payments/sandbox/delivery-job.ts';
import { orphanPhotosJob } from './catalogue/photos/orphan-photos-job.ts';
import { packImportQueue } from './catalogue/transfer/import-packs.ts';
import { productImportQueue } from './catalogue/transfer/import-products.ts';
import { conditionReportJob } from './condition-reports/index.ts';
import { customerImportQueue } from './customers/import-customers.ts';
import { documentGenerationJob } from './documents/index.ts';
import { invoicePdfJob } from './invoices/index.ts';
import { scheduledMailsJob } from './mail-templates/schedule-job.ts';
import { autoCancelJob } from './orders/lifecycle/auto-cancel-job.ts';
import { renewHoldsJob } from './payments/deposits/renew-holds-job.ts';
import { cartExpiryJob } from './store-cart/index.ts';
import { abandonedCheckoutDocumentsJob } from './store-checkout/index.ts';

/** Every job queue of the platform: the job runner creates them, schedules the cron ones and polls them all. */
export const allJobs: AnyJob[] = [
  mailDeliveryJob,
  mailRetentionJob,
  authRetentionJob,
  throttleRetentionJob,
  idempotencyRetentionJob,
  customerImportQueue,
  productImportQueue,
  packImportQueue,
  autoCancelJob,
  conditionReportJob,
  orphanPhotosJob,
  scheduledMailsJob,
  invoicePdfJob,
  documentGenerationJob,
  sandboxWebhookJob,
  renewHoldsJob,
  payoutScheduleJob,
  cartExpiryJob,
  abandonedCheckoutDocumentsJob,
];

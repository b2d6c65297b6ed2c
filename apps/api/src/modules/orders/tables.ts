import type { LineStep, SummaryStep } from '@hirebase/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  at,
  softDelete,
  tenantForeignKey,
  tenantPrimaryKey,
  timestamps,
  tstzrange,
} from '../../platform/db/columns.ts';
import { products, subProducts } from '../catalogue/tables.ts';
import { tenantKey } from '../companies/tables.ts';
import { customers } from '../customers/tables.ts';
import type { OrderInsurance } from '../insurance/index.ts';

/** A trip of the delivery; `lat`/`lng` where the address was located (the store's checkout), both or none. */
export interface OrderDeliveryStop {
  address: string;
  priceCents: number;
  at: string | null;
  lat?: number;
  lng?: number;
}

export interface OrderDelivery {
  departure: OrderDeliveryStop | null;
  arrival: OrderDeliveryStop | null;
  status: string | null;
}

export interface OrderPromo {
  code: string;
  discountCents: number;
  discountType: 'PERCENTAGE' | 'AMOUNT';
  source: 'COMPANY' | 'PLATFORM';
}

export interface OrderAttachment {
  key: string;
  name: string;
  size: number;
  type: string;
  at: string;
}

export interface OrderCancelInfo {
  at: string;
  by: 'SHOP' | 'CUSTOMER' | 'AUTO' | 'NO_SHOW';
  reason: string | null;
  policy: string;
  refundCents: number;
  feeCents: number;
  /** Of the refund, what went back by card through the provider at once (a customer's cancellation); the rest is owed by the shop. */
  refundByCardCents?: number;
}

/** Several orders booked together (a family, a group): one reference, each order kept whole. */
export const multiOrders = pgTable(
  'multi_orders',
  {
    ...tenantKey(),
    customerId: uuid('customer_id'),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t)],
);

/**
 * A short-term rental: a period, a customer and lines. Requests (`is_request`) and pre-bookings hold no stock;
 * an order of type ORDER that is not a request holds its quantities through `order_reservations`.
 */
export const orders = pgTable(
  'orders',
  {
    ...tenantKey(),
    number: integer('number').notNull(),
    customerId: uuid('customer_id'),
    multiOrderId: uuid('multi_order_id'),
    status: text('status').$type<'TO_COME' | 'IN_PROGRESS' | 'ENDED'>().notNull().default('TO_COME'),
    type: text('type').$type<'ORDER' | 'PRE_BOOKING' | 'CANCELED'>().notNull().default('ORDER'),
    isRequest: boolean('is_request').notNull().default(false),
    requestDate: at('request_date'),
    createdFrom: text('created_from').notNull().default('DASHBOARD'),
    referral: text('referral'),
    offlineId: text('offline_id'),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull(),
    totalHtCents: integer('total_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** A manual discount on the whole order, in cents TTC, applied before the promo code. */
    manualDiscountCents: integer('manual_discount_cents').notNull().default(0),
    promoCode: jsonb('promo_code').$type<OrderPromo | null>(),
    /**
     * The pricing engine's explanation, frozen when the order was priced, with the price rules and periodic
     * discounts it applied (an order that has not ended needs them: see in-use.ts).
     */
    pricing: jsonb('pricing')
      .$type<{
        explanation: string[];
        summary?: SummaryStep[];
        pricedAt: string;
        priceRuleIds?: string[];
        periodicDiscountIds?: string[];
      }>()
      .notNull(),
    customInputs: jsonb('custom_inputs').$type<Record<string, unknown>>().notNull().default({}),
    delivery: jsonb('delivery').$type<OrderDelivery | null>(),
    /** The rental insurance the order carries, counted in its totals at the rental VAT rate like delivery. */
    insurance: jsonb('insurance').$type<OrderInsurance | null>(),
    notes: text('notes'),
    externalInvoiceNumber: text('external_invoice_number'),
    attachments: jsonb('attachments').$type<OrderAttachment[]>().notNull().default([]),
    paymentStatus: text('payment_status').notNull().default('NOT_PAID'),
    paidCents: integer('paid_cents').notNull().default(0),
    cancelInfo: jsonb('cancel_info').$type<OrderCancelInfo | null>(),
    /** Online orders not paid by then are cancelled by the auto-cancel job. */
    payBefore: at('pay_before'),
    departedAt: at('departed_at'),
    endedAt: at('ended_at'),
    integrationStatus: jsonb('integration_status').$type<Record<string, string>>().notNull().default({}),
    /** The secret of the customer's own link to the order (your-order): two random UUIDs (244 bits), drawn by the database. */
    linkKey: text('link_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('orders_customer_fk', [t.companyId, t.customerId], customers),
    tenantForeignKey('orders_multi_order_fk', [t.companyId, t.multiOrderId], multiOrders),
    uniqueIndex('orders_number_key').on(t.companyId, t.number),
    uniqueIndex('orders_offline_id_key').on(t.companyId, t.offlineId).where(sql`${t.offlineId} is not null`),
    // The customer's own links (your-order) name the order alone. Not unique: a table distributed by company can only
    // enforce keys that hold company_id; ids are drawn by the server (UUIDv7) and the primary key holds per company.
    index('orders_id_idx').on(t.id),
    index('orders_start_idx').on(t.companyId, t.startAt),
    index('orders_end_idx').on(t.companyId, t.endAt),
    // The planning's window: orders whose period overlaps it (`orderPeriodOverlaps`), and those still out past it.
    index('orders_period_idx').using('gist', t.companyId, sql`tstzrange(${t.startAt}, ${t.endAt}, '[)')`),
    index('orders_out_idx')
      .on(t.companyId, t.startAt)
      .where(sql`${t.status} = 'IN_PROGRESS' and ${t.type} = 'ORDER' and ${t.deletedAt} is null`),
    index('orders_customer_idx').on(t.companyId, t.customerId, t.startAt),
    index('orders_request_idx').on(t.companyId).where(sql`${t.isRequest} and ${t.deletedAt} is null`),
    check('orders_period_check', sql`${t.startAt} < ${t.endAt}`),
    check('orders_status_check', sql`${t.status} in ('TO_COME', 'IN_PROGRESS', 'ENDED')`),
    check('orders_type_check', sql`${t.type} in ('ORDER', 'PRE_BOOKING', 'CANCELED')`),
    check(
      'orders_amounts_check',
      sql`${t.totalTtcCents} >= 0 and ${t.totalHtCents} >= 0 and ${t.vatCents} >= 0 and ${t.discountCents} >= 0 and ${t.manualDiscountCents} >= 0`,
    ),
  ],
);

/** Per-company order numbers, handed out in the creating transaction. */
export const orderCounters = pgTable('order_counters', {
  companyId: uuid('company_id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** What was sold: one row per product, pack or service, priced and frozen. Pack rows own their item rows. */
export const orderLines = pgTable(
  'order_lines',
  {
    ...tenantKey(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<'product' | 'pack' | 'service'>().notNull(),
    itemId: uuid('item_id').notNull(),
    /** For a product inside a pack: the pack's line. */
    parentLineId: uuid('parent_line_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull(),
    totalHtCents: integer('total_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    /** English texts of how the line was priced, for logs and API clients. */
    explanation: jsonb('explanation').$type<string[]>().notNull().default([]),
    /** The same steps as codes with parameters (amounts in cents) for interfaces to word; empty on older orders. */
    steps: jsonb('steps').$type<LineStep[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('order_lines_order_fk', [t.companyId, t.orderId], orders).onDelete('cascade'),
    index('order_lines_order_idx').on(t.companyId, t.orderId),
    index('order_lines_item_idx').on(t.companyId, t.itemId),
    check('order_lines_kind_check', sql`${t.kind} in ('product', 'pack', 'service')`),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A quantity of a product held over a period (the order's, widened by the product's buffers). Written and checked
 * under the product's transaction lock. `departed_at` without `returned_at`: the units are out; past its period the
 * hold is late and lasts until the return.
 */
export const orderReservations = pgTable(
  'order_reservations',
  {
    ...tenantKey(),
    orderId: uuid('order_id').notNull(),
    lineId: uuid('line_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    period: tstzrange('period').notNull(),
    departedAt: at('departed_at'),
    returnedAt: at('returned_at'),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('order_reservations_order_fk', [t.companyId, t.orderId], orders).onDelete('cascade'),
    tenantForeignKey('order_reservations_product_fk', [t.companyId, t.productId], products),
    index('order_reservations_order_idx').on(t.companyId, t.orderId),
    index('order_reservations_period_idx').using('gist', t.companyId, t.productId, t.period),
    index('order_reservations_out_idx')
      .on(t.companyId, t.productId)
      .where(sql`${t.departedAt} is not null and ${t.returnedAt} is null`),
    check('order_reservations_quantity_check', sql`${t.quantity} > 0`),
    check('order_reservations_period_check', sql`lower(${t.period}) < upper(${t.period})`),
  ],
);

/**
 * A unit handed to an order. The exclusion constraint (added in the migration) makes two overlapping assignments
 * of one unit impossible. Status: WAITING (assigned, not out), USED (out), ENDED (returned).
 */
export const unitAssignments = pgTable(
  'unit_assignments',
  {
    ...tenantKey(),
    orderId: uuid('order_id').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    productId: uuid('product_id').notNull(),
    subProductId: uuid('sub_product_id').notNull(),
    period: tstzrange('period').notNull(),
    status: text('status').$type<'WAITING' | 'USED' | 'ENDED'>().notNull().default('WAITING'),
    assignedAt: at('assigned_at').notNull(),
    departedAt: at('departed_at'),
    returnedAt: at('returned_at'),
    stateAnswers: jsonb('state_answers').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('unit_assignments_order_fk', [t.companyId, t.orderId], orders).onDelete('cascade'),
    tenantForeignKey('unit_assignments_reservation_fk', [t.companyId, t.reservationId], orderReservations).onDelete(
      'cascade',
    ),
    tenantForeignKey('unit_assignments_unit_fk', [t.companyId, t.subProductId], subProducts),
    index('unit_assignments_order_idx').on(t.companyId, t.orderId),
    index('unit_assignments_unit_idx').on(t.companyId, t.subProductId, t.assignedAt),
    check('unit_assignments_status_check', sql`${t.status} in ('WAITING', 'USED', 'ENDED')`),
    check('unit_assignments_period_check', sql`lower(${t.period}) < upper(${t.period})`),
  ],
);

/**
 * Messages between customer and shop on an order or a request; a cancel request is a message of its own kind, and so
 * is the note that a customer who cancelled is owed a refund the shop must make.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    ...tenantKey(),
    orderId: uuid('order_id').notNull(),
    author: text('author').$type<'CUSTOMER' | 'SHOP'>().notNull(),
    kind: text('kind').$type<'MESSAGE' | 'CANCEL_REQUEST' | 'REFUND_OWED'>().notNull().default('MESSAGE'),
    body: text('body').notNull(),
    authorUserId: uuid('author_user_id'),
    solvedAt: at('solved_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('order_messages_order_fk', [t.companyId, t.orderId], orders).onDelete('cascade'),
    index('order_messages_order_idx').on(t.companyId, t.orderId, t.createdAt),
    index('order_messages_open_idx').on(t.companyId).where(sql`${t.solvedAt} is null and ${t.author} = 'CUSTOMER'`),
  ],
);

/** Customers waiting for a fully booked product over a period, ranked by arrival; the first is offered a freed unit. */
export const orderWaitingList = pgTable(
  'order_waiting_list',
  {
    ...tenantKey(),
    productId: uuid('product_id').notNull(),
    customerId: uuid('customer_id'),
    email: text('email').notNull(),
    name: text('name'),
    phone: text('phone'),
    quantity: integer('quantity').notNull().default(1),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    note: text('note'),
    status: text('status').$type<'WAITING' | 'OFFERED' | 'BOOKED' | 'CANCELED'>().notNull().default('WAITING'),
    offeredAt: at('offered_at'),
    orderId: uuid('order_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('order_waiting_list_product_fk', [t.companyId, t.productId], products),
    tenantForeignKey('order_waiting_list_customer_fk', [t.companyId, t.customerId], customers),
    index('order_waiting_list_product_idx').on(t.companyId, t.productId, t.status, t.createdAt),
    check('order_waiting_list_period_check', sql`${t.startAt} < ${t.endAt}`),
    check('order_waiting_list_quantity_check', sql`${t.quantity} > 0`),
    check('order_waiting_list_status_check', sql`${t.status} in ('WAITING', 'OFFERED', 'BOOKED', 'CANCELED')`),
  ],
);

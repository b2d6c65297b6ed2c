/**
 * Every error code the API answers, with its HTTP status and what it tells a client. A code has one status.
 * Routes declare the codes they may answer (`errors` of a route); the API document lists them per operation, and
 * the test app fails a run when a route answers a code it did not declare. A new code is one line here.
 */
export const ERROR_CODES = {
  // 400: the request itself is wrong
  validationFailed: [400, 'A field is missing or has a wrong value; `details.field` names it'],
  badRequest: [400, 'The body could not be read (malformed JSON or form)'],
  shopClosed: [400, 'The shop is closed at that time; `details.field` names startDate or endDate'],
  discountTooLarge: [400, 'The shop discount is more than the order; `details.max` is the most it can be'],
  webhookRejected: [
    400,
    'The webhook is not signed by the provider, or signed too long ago; `details.reason` says which (signature, stale)',
  ],
  signatureCodeWrong: [400, 'The one-time code is wrong; `details.attemptsLeft` says how many tries are left'],
  termsNotAccepted: [400, 'The terms of the shop must be accepted to book; `details.field` is termsAccepted'],

  // 401: who is calling is not established
  authenticationRequired: [401, 'No session was sent, or one of another kind'],
  authenticationFailed: [401, 'Wrong credentials, or a session token that is not valid'],
  sessionExpired: [401, 'The session ended (logged out, revoked or expired): log in again'],
  accountIssue: [401, 'The account or its company is deactivated, archived or deleted'],
  accountNotActivated: [401, 'The account was not validated yet (see the validation mail)'],
  subscriptionPending: [401, 'The company subscription waits for its first payment'],
  trialExpired: [401, 'The free trial of the company has ended'],
  marketplaceAccount: [
    401,
    'The email and password are those of a marketplace customer account, which logs in on the marketplace login',
  ],

  // 403, 404
  forbidden: [403, 'The session may not do this (role, access level, or no company chosen)'],
  crossSiteRequest: [
    403,
    'A change carried only by the session cookie came from another site: send it from this site or with the token',
  ],
  notFound: [404, 'What the request names does not exist, or belongs to another company; `details.entity` says what'],
  routeNotFound: [404, 'No call has this method and path (or it is not there for this session)'],

  // 409: the request is valid but the data is not in a state that allows it
  alreadyExists: [409, 'A record with the same unique value exists; `details.field` names it when known'],
  referenceMissing: [409, 'A record this one refers to does not exist, or one still refers to it'],
  conflict: [409, 'A unit went to another order over an overlapping period at the same time: read the order again'],
  retry: [409, 'The records were changed by another request at the same time: send the request again'],
  nameTaken: [409, 'Another company already has this name'],
  slugTaken: [409, 'Another company already has this store address'],
  lastManager: [409, 'A company keeps at least one manager'],
  cannotRemoveSelf: [409, 'An employee cannot remove themselves'],
  alreadyArchived: [409, 'The company is already archived'],
  inUse: [409, 'Products still use this model; `details.products` counts them'],
  mailNotFailed: [409, 'Only a failed mail can be queued again; `details.status` says where it is'],
  inUseByOrders: [
    409,
    'Orders that have not ended still need it; `details.orders` lists the first 20 ({ id, number }), `details.total` counts them',
  ],
  pricesChanged: [
    409,
    'A price rule or discount of the price was deleted meanwhile: price again; `details.ids` names it',
  ],
  unitDeleted: [409, 'A unit the order had was deleted since: the order cannot be reopened'],
  categoryInUse: [409, 'Product models or pack items still use this category'],
  productModelInUse: [409, 'Products still use this product model'],
  photosFull: [409, 'The product model already has its most photos; `details.maxPhotos` says how many'],
  productInPacks: [409, 'The product is part of packs; `details.packs` lists them'],
  productHasUnits: [409, 'The product has units: it cannot switch to a stock quantity'],
  productNotSerialized: [409, 'The product counts a stock quantity, not units'],
  serialNumberTaken: [409, 'A serial number is already used in the company'],
  qrCodeTaken: [409, 'A QR value is already used'],
  notAvailable: [409, 'Not enough free stock over the period; `details.conflicts` lists the products'],
  available: [409, 'The product is free over the period: book it rather than join the waiting list'],
  unitOut: [409, 'The unit is still out with another order; `details.orderNumber` names it'],
  unitTaken: [409, 'The unit is given to another order over the period; `details.orderNumber` names it'],
  unitOutOfService: [409, 'The unit is out of service'],
  unitUnavailable: [409, 'The unit is not free over the period'],
  invalidTransition: [409, 'The order cannot go from its status to the one asked; `details` has both'],
  notEditable: [409, 'The order is over or cancelled: it can no longer be changed'],
  notConfirmed: [409, 'The order is a request or a pre-booking: units cannot go out or come back'],
  notPreBooking: [409, 'The order is not a pre-booking'],
  notOut: [409, 'The order has no units out'],
  notNoShow: [409, 'The order is not a no-show (it left, is not over yet, or is not a confirmed order)'],
  partlyReturned: [409, 'Some units of the order are already back: end it instead'],
  orderStarted: [409, 'The order started or its units are out: it cannot be deleted'],
  orderInvoiced: [409, 'The order has an issued invoice or credit note: it is kept for the accounts'],
  orderHasPayments: [409, 'Money was recorded on the order: it is kept with its payments'],
  paymentNotCancellable: [409, 'Only a payment recorded by hand, that went through, can be taken back'],
  paymentAlreadyCancelled: [409, 'The payment was already taken back'],
  paymentRefunded: [409, 'Part of the payment was refunded: it cannot be taken back'],
  paymentNotRefundable: [409, 'Only a payment that went through and was not taken back can be refunded'],
  amountAboveDue: [409, 'The amount is more than what is left to pay on the order; `details.due` says how much'],
  intentNotInState: [
    409,
    'The card payment is not at a step where this can be done; `details.status` says where it is',
  ],
  captureTooLarge: [409, 'The capture is more than the hold; `details.capturable` says how much is held'],
  webhookReplayed: [409, 'This webhook event was already received; `details.eventId` names it'],
  refundTooLarge: [409, 'The refund is more than what is left of the payment; `details.refundable` says how much'],
  stripeAccountNotConnected: [
    409,
    'The shop has no Stripe account able to take payments yet: connect it in the card payment settings',
  ],
  cashbookDayClosed: [409, 'The cashbook day is already closed; `details.number` is its Z report'],
  cashbookDayNotStarted: [409, 'A cashbook day can be closed once it has begun; `details.day` names it'],
  paymentWithoutReceipt: [
    409,
    'Only a payment, deposit or refund that went through has a receipt; `details.status` says where it is',
  ],
  depositNotHeld: [409, 'Nothing of the deposit is held any more; `details.state` says where it is'],
  depositTooLarge: [409, 'That is more than the deposit still holds; `details.held` says how much'],
  noDepositToTake: [409, 'The order has no deposit left to take; `details.missing` says what it lacks (0)'],
  depositNotDue: [409, 'The order asks for no more deposit than is held or under way: give the amount'],
  depositHeld: [409, "The order's deposit is already held on a card; `details.held` says how much"],
  depositNotOnline: [409, 'The shop takes the deposit at pick-up: the customer cannot leave it online'],
  depositNotRetriable: [
    409,
    'The deposit has nothing left to hold again (captured, released, under way or replaced); `details.state` says which',
  ],
  paymentLinkUsed: [409, 'The payment or deposit link was already paid'],
  paymentLinkProcessing: [409, 'The card given on the payment or deposit link is being checked: wait for the answer'],
  depositSettled: [
    409,
    'Money was captured or released of the deposit (or it is a card hold): it cannot be taken back',
  ],
  orderCanceled: [409, 'The order is cancelled'],
  orderClosed: [409, 'The order is over or cancelled: no more messages'],
  alreadyCanceled: [409, 'The order is already cancelled'],
  notAutoCancelable: [409, 'The order cannot be cancelled automatically (paid, started or not online)'],
  tooManyMessages: [409, "Too many of the customer's messages wait for the shop's answer; `details.max` says how many"],
  cancelRequestPending: [409, 'The customer already asked to cancel; `details.askedAt` says when'],
  requestClosed: [409, 'The booking request was already refused'],
  cartExpired: [409, "The cart's hold is over: its products may have gone to someone else; save the cart again"],
  notAwaitingPayment: [
    409,
    'The order is not waiting for an online payment (paid, being paid, a request or cancelled)',
  ],
  onSiteNotOffered: [409, 'The shop does not offer to pay on site instead of online'],
  insuranceNotOffered: [
    409,
    "The shop's insurance mode does not allow this change (none offered, or included in every order); `details.mode` says which",
  ],
  nothingToInsure: [409, 'No line of the order is a product the insurance covers'],
  inAnotherMultiOrder: [409, 'The order is already grouped with other orders'],
  noCustomerEmail: [409, 'The order has no customer, or its customer has no email address'],
  orderNotInState: [
    409,
    'The order is not in a state for this mail; `details.status` and `details.type` say where it is',
  ],
  notInvoiceable: [409, 'The order cannot be invoiced: not a confirmed order, or nothing priced to invoice'],
  alreadyInvoiced: [409, 'The order has an invoice in force: credit it first; `details.invoiceNumber` names it'],
  creditExceedsInvoice: [
    409,
    'The credit note is more than the invoice (or its line) still has un-credited; `details.remaining` says how much',
  ],
  builtInModel: [409, 'A built-in document model cannot be deleted (save a copy of it instead)'],
  modelInUse: [
    409,
    'Documents were made with this model; `details.name` names it, `details.documents` lists their keys',
  ],
  documentNotReady: [409, 'The document is still being generated: ask again in a moment; `details.key` names it'],
  documentAlreadySigned: [409, 'The document is already signed; `details.signedAt` says when'],
  signatureCodeInvalid: [
    409,
    'No one-time code is valid (none sent, expired, or locked after five wrong tries): sign again without a code to get a new one; `details.reason` says which',
  ],
  documentSigned: [
    409,
    'The document is signed or waits for signatures: it cannot be deleted; `details.status` says which',
  ],
  checkoutClosed: [
    409,
    'The terminal or holiday-voucher checkout is over (paid, refused, cancelled or expired); `details.status` says which',
  ],
  paymentIdTaken: [409, 'A payment with this id already exists on another order or for another use'],
  tooManyWishlists: [409, 'The customer keeps their most wishlists; `details.max` says how many'],
  wishlistFull: [409, 'The wishlist holds its most products; `details.max` says how many'],

  // other statuses
  paymentLinkExpired: [410, 'The payment or deposit link has expired; `details.expiresAt` says when'],
  paymentLinkCancelled: [410, 'The shop cancelled the payment or deposit link; `details.cancelledAt` says when'],
  payloadTooLarge: [413, 'The body or a file is larger than allowed'],
  idempotencyKeyReused: [422, 'The Idempotency-Key was used for another request: use a new key for a new request'],
  unsupportedMediaType: [415, 'The body has a content type this call does not read'],
  tooManyRequests: [429, 'Too many attempts: wait `details.retryAfterSeconds` (also in `retry-after`)'],
  tooManyUploads: [429, 'Too many uploads in progress for the company or the server: wait `details.retryAfterSeconds`'],
  tooManyImports: [429, 'The company has too many imports queued or running: wait `details.retryAfterSeconds`'],
  integrationFailed: [502, 'The third-party service refused or failed the request; `details` has its answer'],
  integrationNotConfigured: [503, 'The third-party integration this call needs is not configured; `details` names it'],
  statementTimeout: [503, 'The database took too long to answer: try again later'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERROR_CODES;
/** The codes answered with `status`. */
export type ErrorCodeOf<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C][0] extends S ? C : never;
}[ErrorCode];

export const statusOf = (code: ErrorCode): number => ERROR_CODES[code][0];
export const meaningOf = (code: ErrorCode): string => ERROR_CODES[code][1];
export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

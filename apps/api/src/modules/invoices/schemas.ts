import { LANGUAGES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateOnly, Id, Integer, Line, Money, Month, Nullable, StringEnum } from '../../platform/http/schemas.ts';

export const OrderIdParams = Type.Object({ orderId: Id });
export const InvoiceIdParams = Type.Object({ invoiceId: Id });
export const CreditNoteIdParams = Type.Object({ creditNoteId: Id });
const Language = StringEnum(LANGUAGES, { description: 'Language of the document (default: the customer’s)' });

export const IssueInvoiceBody = Type.Object({ language: Type.Optional(Language) }, { additionalProperties: false });

export const CreditNoteBody = Type.Object(
  {
    lines: Type.Optional(
      Type.Array(
        Type.Object(
          {
            position: Integer(0, 500, { description: 'The invoice line (its `position`)' }),
            amount: Type.Optional(Money({ description: 'TTC to credit on the line (default: all it has left)' })),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 500, description: 'Lines to credit; none: everything the invoice has left' },
      ),
    ),
    reason: Type.Optional(Nullable(Line(500))),
    language: Type.Optional(Language),
  },
  { additionalProperties: false },
);

const Party = Type.Object({
  name: Type.String(),
  address: Type.Array(Type.String()),
  email: Nullable(Type.String()),
  vatNumber: Nullable(Type.String()),
});
const Seller = Type.Object({
  ...Party.properties,
  phone: Nullable(Type.String()),
  legalMentions: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
});
const DocumentLine = Type.Object({
  position: Type.Integer(),
  kind: Type.Union([Type.Literal('item'), Type.Literal('delivery'), Type.Literal('insurance')]),
  label: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
  discount: Type.Number(),
  vatRate: Type.Number({ description: 'Percent' }),
  totalHT: Type.Number(),
  vat: Type.Number(),
  totalTTC: Type.Number(),
});
export const VatRateTotals = Type.Object({
  vatRate: Type.Number({ description: 'Percent' }),
  totalHT: Type.Number(),
  vat: Type.Number(),
  totalTTC: Type.Number(),
});
const IssuedDocument = {
  id: Id,
  orderId: Id,
  number: Type.String(),
  issueDate: Type.String({ description: 'YYYY-MM-DD, in the company’s time zone' }),
  issuedAt: Type.String(),
  language: Type.String(),
  currency: Type.String(),
  seller: Seller,
  buyer: Nullable(Party),
  lines: Type.Array(DocumentLine),
  vatByRate: Type.Array(VatRateTotals),
  totalHT: Type.Number(),
  vat: Type.Number(),
  totalTTC: Type.Number(),
  pdfReady: Type.Boolean(),
  pdfSha256: Nullable(Type.String()),
};
export const CreditNoteView = Type.Object({
  ...IssuedDocument,
  invoiceId: Id,
  invoiceNumber: Type.String(),
  reason: Nullable(Type.String()),
});
export const InvoiceView = Type.Object({
  ...IssuedDocument,
  orderNumber: Type.Integer(),
  dueDate: Type.String(),
  paid: Type.Number({ description: 'What the order had paid when the invoice was issued' }),
  credited: Type.Number({ description: 'What its credit notes took off (TTC)' }),
  remaining: Type.Number({ description: 'What is left to credit (TTC)' }),
});
export const InvoiceWithCreditNotes = Type.Object({
  ...InvoiceView.properties,
  creditNotes: Type.Array(CreditNoteView),
});
export const OrderInvoices = Type.Object({
  invoices: Type.Array(InvoiceWithCreditNotes),
  inForceId: Nullable(Id),
  differsFromOrder: Type.Boolean({ description: 'The order’s lines or totals changed since the invoice in force' }),
  canIssue: Type.Boolean(),
});

export const PeriodFilters = Type.Object(
  {
    month: Type.Optional(Month),
    from: Type.Optional(DateOnly({ description: 'First day of issue' })),
    to: Type.Optional(DateOnly({ description: 'Last day of issue' })),
    kind: Type.Optional(StringEnum(['INVOICE', 'CREDIT_NOTE'] as const)),
  },
  { additionalProperties: false },
);
export const MonthQuery = Type.Object(
  { month: Month, kind: Type.Optional(StringEnum(['INVOICE', 'CREDIT_NOTE'] as const)) },
  { additionalProperties: false },
);
export const JournalQuery = Type.Object(
  {
    ...PeriodFilters.properties,
    page: Type.Optional(Integer(1, 1_000_000, { description: 'From 1 (default 1)' })),
    limit: Type.Optional(Integer(1, 500, { description: 'Page size (default 50)' })),
  },
  { additionalProperties: false },
);
export const JournalPage = Type.Object({
  items: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('INVOICE'), Type.Literal('CREDIT_NOTE')]),
      id: Id,
      number: Type.String(),
      issueDate: Type.String(),
      orderId: Id,
      orderNumber: Type.Integer(),
      invoiceNumber: Nullable(Type.String()),
      buyerName: Nullable(Type.String()),
      totalHT: Type.Number({ description: 'Negative for a credit note' }),
      vat: Type.Number(),
      totalTTC: Type.Number(),
    }),
  ),
  vatByRate: Type.Array(VatRateTotals, { description: 'Totals of the whole period per VAT rate' }),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});

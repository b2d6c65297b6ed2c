import type { BalanceMessages } from './fr.ts';

const balance: BalanceMessages = {
  title: 'Saldo y transferencias',
  available: 'Disponible',
  pending: 'Pendiente',
  delay_one: 'Disponible {{count}} día después del pago',
  delay_many: 'Disponible {{count}} días después del pago',
  delay_other: 'Disponible {{count}} días después del pago',
  feeRate: 'Comisión de la plataforma: {{percent}} + {{fixed}} por pago con tarjeta; sin comisión en un reembolso.',
  schedule: {
    DAILY: 'Transferido cada día',
    WEEKLY: 'Transferido cada lunes',
  },
  states: {
    PENDING: 'Pendiente',
    AVAILABLE: 'Disponible',
    PAID_OUT: 'Transferido',
  },
  types: {
    PAYMENT: 'Pago',
    REFUND: 'Reembolso',
    DEPOSIT_CAPTURE: 'Fianza retenida',
  },
  transactions: {
    title: 'Transacciones',
    date: 'Fecha',
    type: 'Tipo',
    amount: 'Importe',
    fee: 'Comisión',
    net: 'Neto',
    state: 'Estado',
    none: 'Todavía no hay pagos con tarjeta.',
  },
  payouts: {
    title: 'Transferencias',
    date: 'Fecha',
    count: 'Transacciones',
    gross: 'Bruto',
    fee: 'Comisiones',
    net: 'Transferido',
    csv: 'CSV',
    csvOf: 'Descargar las transacciones de la transferencia del {{date}} (CSV)',
    none: 'Todavía no hay transferencias.',
  },
  invoices: {
    title: 'Facturas de comisiones de la plataforma',
    number: 'N.º',
    month: 'Mes',
    count: 'Transacciones',
    gross: 'Cobrado',
    fee: 'Comisiones facturadas',
    none: 'Todavía no hay facturas.',
    pdf: 'PDF',
    pdfOf: 'Descargar la factura n.º {{number}} (PDF)',
  },
};

export default balance;

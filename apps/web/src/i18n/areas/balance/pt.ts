import type { BalanceMessages } from './fr.ts';

const balance: BalanceMessages = {
  title: 'Saldo e transferências',
  available: 'Disponível',
  pending: 'Pendente',
  delay_one: 'Disponível {{count}} dia após o pagamento',
  delay_many: 'Disponível {{count}} dias após o pagamento',
  delay_other: 'Disponível {{count}} dias após o pagamento',
  feeRate: 'Taxa da plataforma: {{percent}} + {{fixed}} por pagamento com cartão; sem taxa num reembolso.',
  schedule: {
    DAILY: 'Transferido todos os dias',
    WEEKLY: 'Transferido todas as segundas-feiras',
  },
  states: {
    PENDING: 'Pendente',
    AVAILABLE: 'Disponível',
    PAID_OUT: 'Transferido',
  },
  types: {
    PAYMENT: 'Pagamento',
    REFUND: 'Reembolso',
    DEPOSIT_CAPTURE: 'Caução retida',
  },
  transactions: {
    title: 'Transações',
    date: 'Data',
    type: 'Tipo',
    amount: 'Montante',
    fee: 'Taxa',
    net: 'Líquido',
    state: 'Estado',
    none: 'Ainda não há pagamentos com cartão.',
  },
  payouts: {
    title: 'Transferências',
    date: 'Data',
    count: 'Transações',
    gross: 'Bruto',
    fee: 'Taxas',
    net: 'Transferido',
    csv: 'CSV',
    csvOf: 'Descarregar as transações da transferência de {{date}} (CSV)',
    none: 'Ainda não há transferências.',
  },
  invoices: {
    title: 'Faturas de taxas da plataforma',
    number: 'N.º',
    month: 'Mês',
    count: 'Transações',
    gross: 'Recebido',
    fee: 'Taxas faturadas',
    none: 'Ainda não há faturas.',
    pdf: 'PDF',
    pdfOf: 'Descarregar a fatura n.º {{number}} (PDF)',
  },
};

export default balance;

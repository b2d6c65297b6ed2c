import type { InvoicesMessages } from './fr.ts';

const invoices: InvoicesMessages = {
  tab: 'Faturas',
  card: {
    title: 'Faturas',
    none: 'Nenhuma fatura para esta encomenda.',
    issue: 'Emitir a fatura',
    issueAgain: 'Emitir uma nova fatura',
    confirmTitle: 'Emitir a fatura?',
    confirmText:
      'Uma fatura emitida já não pode ser alterada: recebe o seu número definitivo e qualquer correção é feita com uma nota de crédito.',
    confirm: 'Emitir',
    cancel: 'Cancelar',
    pdf: 'PDF',
    downloadPdf: 'Descarregar o PDF de {{number}}',
    creditNote: 'Emitir uma nota de crédito',
    issuedOn: 'Emitida em {{date}}',
    total: 'Total com IVA {{amount}}',
    credited: 'Creditado {{amount}}',
    remaining: 'Resta {{amount}}',
    fullyCredited: 'Totalmente creditada',
    creditNoteLine: 'Nota de crédito {{number}} de {{date}}: {{amount}}',
    differs:
      'A encomenda mudou desde a fatura {{number}}: a fatura fica tal como foi emitida. Emita uma nota de crédito e depois uma nova fatura.',
    issued: 'Fatura {{number}} emitida',
    creditIssued: 'Nota de crédito {{number}} emitida',
  },
  credit: {
    title: 'Nota de crédito da fatura {{number}}',
    whole: 'Tudo o que resta ({{amount}})',
    someLines: 'Algumas linhas ou montantes',
    lineAmount: '{{label}} (resta {{left}})',
    reason: 'Motivo',
    submit: 'Emitir a nota de crédito',
    nothing: 'Escolha pelo menos um montante.',
    warning: 'Uma nota de crédito emitida já não pode ser alterada.',
  },
  errors: {
    notInvoiceable: 'Esta encomenda não pode ser faturada (pedido, pré-reserva, cancelada ou nada a faturar).',
    alreadyInvoiced: 'A encomenda já tem uma fatura em vigor: emita primeiro uma nota de crédito.',
    creditExceedsInvoice: 'O montante é superior ao que resta creditar na fatura.',
  },
  journal: {
    title: 'Faturas e notas de crédito',
    month: 'Mês',
    exportCsv: 'Exportar em CSV',
    empty: 'Nenhuma fatura nem nota de crédito emitida este mês.',
    kinds: { INVOICE: 'Fatura', CREDIT_NOTE: 'Nota de crédito' },
    columns: {
      kind: 'Tipo',
      number: 'Número',
      date: 'Data',
      order: 'Encomenda',
      customer: 'Cliente',
      totalHT: 'Sem IVA',
      vat: 'IVA',
      totalTTC: 'Com IVA',
    },
    refersTo: 'da {{number}}',
    byRate: 'Totais do mês por taxa de IVA',
    rate: 'Taxa {{rate}}',
    count: '{{count}} documento',
    count_other: '{{count}} documentos',
  },
};

export default invoices;

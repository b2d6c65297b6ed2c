import type { PaymentsMessages } from './fr.ts';

const payments: PaymentsMessages = {
  card: {
    title: 'Pagamentos',
    record: 'Registar um pagamento',
    byCard: 'Pagamento com cartão',
    due: 'Por pagar: {{amount}}',
    overpaid: 'Pago a mais: {{amount}}',
    paid: 'Pago {{amount}}',
    refunded: 'reembolsado {{amount}}',
    deposit: 'caução {{amount}}',
    none: 'Nenhum pagamento para esta encomenda.',
  },
  row: {
    byCard: 'Cartão',
    payment: 'Pagamento',
    deposit: 'Caução',
    refund: 'Reembolso',
    cancelling: 'Anulação',
    takenBack: 'Anulado',
    giveBack: 'Reembolsar',
    takeBack: 'Anular este pagamento',
  },
  status: {
    WAITING: 'à espera do cartão',
    PROCESSING: 'em curso',
    REQUIRES_CAPTURE: 'cativo',
    FAILED: 'recusado',
    CANCELED: 'cancelado',
  },
  method: {
    CASH: 'Numerário',
    CARD: 'Cartão',
    CHECK: 'Cheque',
    CHECK_VACANCES: 'Vales de férias',
    TRANSFER: 'Transferência',
    OTHER: 'Outro',
  },
  record: {
    title: 'Registar um pagamento',
    payment: 'Pagamento',
    deposit: 'Caução',
    amount: 'Montante',
    method: 'Meio de pagamento',
    note: 'Nota (opcional)',
    cancel: 'Fechar',
    submit: 'Registar',
    done: 'Pagamento de {{amount}} registado',
  },
  refund: {
    title: 'Reembolsar o pagamento de {{amount}}',
    left: 'Falta reembolsar: {{amount}}',
    reason: 'Motivo',
    reasons: {
      REQUESTED_BY_CUSTOMER: 'Pedido pelo cliente',
      DUPLICATE: 'Pagamento em duplicado',
      FRAUDULENT: 'Fraudulento',
      OTHER: 'Outro',
    },
    submit: 'Reembolsar',
    done: 'Reembolso de {{amount}} registado',
  },
  cancel: {
    title: 'Anular o pagamento de {{amount}}?',
    text: 'O pagamento fica no histórico, seguido de uma linha que o anula; o montante pago da encomenda é recalculado.',
    reason: 'Motivo (opcional)',
    submit: 'Anular o pagamento',
    done: 'Pagamento de {{amount}} anulado',
  },
};

export default payments;

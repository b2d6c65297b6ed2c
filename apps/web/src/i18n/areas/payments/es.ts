import type { PaymentsMessages } from './fr.ts';

const payments: PaymentsMessages = {
  card: {
    title: 'Pagos',
    record: 'Registrar un pago',
    byCard: 'Pago con tarjeta',
    due: 'Pendiente de pago: {{amount}}',
    overpaid: 'Pagado de más: {{amount}}',
    paid: 'Pagado {{amount}}',
    refunded: 'reembolsado {{amount}}',
    deposit: 'fianza {{amount}}',
    none: 'Ningún pago para este pedido.',
  },
  row: {
    byCard: 'Tarjeta',
    payment: 'Pago',
    deposit: 'Fianza',
    refund: 'Reembolso',
    cancelling: 'Anulación',
    takenBack: 'Anulado',
    giveBack: 'Reembolsar',
    takeBack: 'Anular este pago',
  },
  status: {
    WAITING: 'esperando la tarjeta',
    PROCESSING: 'en curso',
    REQUIRES_CAPTURE: 'retenido',
    FAILED: 'rechazado',
    CANCELED: 'cancelado',
  },
  method: {
    CASH: 'Efectivo',
    CARD: 'Tarjeta',
    CHECK: 'Cheque',
    CHECK_VACANCES: 'Cheques vacaciones',
    TRANSFER: 'Transferencia',
    OTHER: 'Otro',
  },
  record: {
    title: 'Registrar un pago',
    payment: 'Pago',
    deposit: 'Fianza',
    amount: 'Importe',
    method: 'Forma de pago',
    note: 'Nota (opcional)',
    cancel: 'Cerrar',
    submit: 'Registrar',
    done: 'Pago de {{amount}} registrado',
  },
  refund: {
    title: 'Reembolsar el pago de {{amount}}',
    left: 'Queda por reembolsar: {{amount}}',
    reason: 'Motivo',
    reasons: {
      REQUESTED_BY_CUSTOMER: 'Pedido por el cliente',
      DUPLICATE: 'Pago duplicado',
      FRAUDULENT: 'Fraudulento',
      OTHER: 'Otro',
    },
    submit: 'Reembolsar',
    done: 'Reembolso de {{amount}} registrado',
  },
  cancel: {
    title: '¿Anular el pago de {{amount}}?',
    text: 'El pago queda en el historial, seguido de una línea que lo anula; el importe pagado del pedido se vuelve a calcular.',
    reason: 'Motivo (opcional)',
    submit: 'Anular el pago',
    done: 'Pago de {{amount}} anulado',
  },
};

export default payments;

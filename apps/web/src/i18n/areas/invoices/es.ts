import type { InvoicesMessages } from './fr.ts';

const invoices: InvoicesMessages = {
  tab: 'Facturas',
  card: {
    title: 'Facturas',
    none: 'Ninguna factura para este pedido.',
    issue: 'Emitir la factura',
    issueAgain: 'Emitir una nueva factura',
    confirmTitle: '¿Emitir la factura?',
    confirmText:
      'Una factura emitida ya no se puede modificar: recibe su número definitivo y cualquier corrección se hace con una factura rectificativa.',
    confirm: 'Emitir',
    cancel: 'Cancelar',
    pdf: 'PDF',
    downloadPdf: 'Descargar el PDF de {{number}}',
    creditNote: 'Emitir una factura rectificativa',
    issuedOn: 'Emitida el {{date}}',
    total: 'Total con IVA {{amount}}',
    credited: 'Rectificado {{amount}}',
    remaining: 'Queda {{amount}}',
    fullyCredited: 'Rectificada por completo',
    creditNoteLine: 'Rectificativa {{number}} del {{date}}: {{amount}}',
    differs:
      'El pedido ha cambiado desde la factura {{number}}: la factura se queda tal como se emitió. Emita una factura rectificativa y luego una nueva factura.',
    issued: 'Factura {{number}} emitida',
    creditIssued: 'Factura rectificativa {{number}} emitida',
  },
  credit: {
    title: 'Rectificativa de la factura {{number}}',
    whole: 'Todo lo que queda ({{amount}})',
    someLines: 'Algunas líneas o importes',
    lineAmount: '{{label}} (queda {{left}})',
    reason: 'Motivo',
    submit: 'Emitir la rectificativa',
    nothing: 'Elija al menos un importe.',
    warning: 'Una factura rectificativa emitida ya no se puede modificar.',
  },
  errors: {
    notInvoiceable:
      'Este pedido no se puede facturar (solicitud, prerreserva, cancelado o nada que facturar).',
    alreadyInvoiced: 'El pedido ya tiene una factura vigente: emita primero una factura rectificativa.',
    creditExceedsInvoice: 'El importe supera lo que queda por rectificar en la factura.',
  },
  journal: {
    title: 'Facturas y rectificativas',
    month: 'Mes',
    exportCsv: 'Exportar en CSV',
    empty: 'Ninguna factura ni rectificativa emitida este mes.',
    kinds: { INVOICE: 'Factura', CREDIT_NOTE: 'Rectificativa' },
    columns: {
      kind: 'Tipo',
      number: 'Número',
      date: 'Fecha',
      order: 'Pedido',
      customer: 'Cliente',
      totalHT: 'Base',
      vat: 'IVA',
      totalTTC: 'Total',
    },
    refersTo: 'de {{number}}',
    byRate: 'Totales del mes por tipo de IVA',
    rate: 'Tipo {{rate}}',
    count: '{{count}} documento',
    count_other: '{{count}} documentos',
  },
};

export default invoices;

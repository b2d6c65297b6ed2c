import type { YourOrderMessages } from './fr.ts';

const yourOrder: YourOrderMessages = {
  title: 'Pedido n.º {{number}}',
  noToken: 'Este enlace está incompleto: ábralo desde el correo recibido.',
  notFound: 'No se encuentra este pedido. Abra el enlace del último correo de la tienda.',
  status: {
    TO_COME: 'Próximo',
    IN_PROGRESS: 'En curso',
    ENDED: 'Terminado',
    CANCELED: 'Cancelado',
    REQUEST: 'Solicitud pendiente de la tienda',
  },
  period: 'Del {{start}} al {{end}}',
  pay: {
    button: 'Pagar {{amount}} con tarjeta',
    note: 'Paga en la página segura del proveedor de pagos y luego vuelve aquí.',
    back: 'Gracias: su pago aparece aquí en cuanto su banco lo confirma.',
  },
  summary: {
    title: 'Su pedido',
    item: 'Artículo',
    total: 'Total',
    totalHT: 'Total sin IVA',
    vat: 'IVA',
    totalTTC: 'Total con IVA',
    paid: 'Ya pagado',
    balance: 'Pendiente de pago',
    lineOf: '{{quantity}} × {{name}}',
  },
  documents: {
    title: 'Sus documentos',
    none: 'Todavía no hay documentos.',
    preparing: 'En preparación…',
    toSign: 'Por firmar',
    signedOn: 'Firmado el {{date}}',
    read: 'Leer el documento',
    sign: 'Firmar',
    kinds: {
      CONTRACT: 'Contrato de alquiler',
      QUOTE: 'Presupuesto',
      RECEIPT: 'Recibo',
      DEPOSIT_RECEIPT: 'Recibo de fianza',
      INVOICE: 'Factura',
      CREDIT_NOTE: 'Factura rectificativa',
      other: 'Documento',
    },
  },
  signing: {
    title: 'Firmar: {{document}}',
    readFirst: 'Lea el documento antes de firmarlo.',
    signerName: 'Su nombre completo',
    signerNameRequired: 'Indique su nombre completo.',
    done: 'Documento firmado el {{date}}. ¡Gracias!',
    cancel: 'Cancelar',
  },
  contact: {
    title: '¿Alguna pregunta?',
    email: 'Correo',
    phone: 'Teléfono',
  },
};
export default yourOrder;

import type { OrderDocumentsMessages } from './fr.ts';

const orderDocuments: OrderDocumentsMessages = {
  title: 'Documentos',
  kind: 'Documento',
  language: 'Idioma',
  generate: 'Generar',
  none: 'Ningún documento para este pedido.',
  kinds: {
    CONTRACT: 'Contrato',
    QUOTE: 'Presupuesto',
    RECEIPT: 'Recibo',
    DEPOSIT_RECEIPT: 'Recibo de fianza',
  },
  languages: {
    fr: 'Francés',
    en: 'Inglés',
    es: 'Español',
    pt: 'Portugués',
    it: 'Italiano',
  },
  statuses: {
    TO_GENERATE: 'Generando…',
    GENERATED: 'Listo',
    PENDING: 'Pendiente de firma',
  },
  signed: 'Firmado',
  download: 'Descargar {{name}}',
  remove: 'Eliminar {{name}}',
  list: 'Documentos del pedido',
};

export default orderDocuments;

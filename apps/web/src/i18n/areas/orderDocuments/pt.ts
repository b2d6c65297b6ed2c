import type { OrderDocumentsMessages } from './fr.ts';

const orderDocuments: OrderDocumentsMessages = {
  title: 'Documentos',
  kind: 'Documento',
  language: 'Idioma',
  generate: 'Gerar',
  none: 'Nenhum documento para esta encomenda.',
  kinds: {
    CONTRACT: 'Contrato',
    QUOTE: 'Orçamento',
    RECEIPT: 'Recibo',
    DEPOSIT_RECEIPT: 'Recibo de caução',
  },
  languages: {
    fr: 'Francês',
    en: 'Inglês',
    es: 'Espanhol',
    pt: 'Português',
    it: 'Italiano',
  },
  statuses: {
    TO_GENERATE: 'A gerar…',
    GENERATED: 'Pronto',
    PENDING: 'A aguardar assinatura',
  },
  signed: 'Assinado',
  download: 'Descarregar {{name}}',
  remove: 'Eliminar {{name}}',
  list: 'Documentos da encomenda',
};

export default orderDocuments;

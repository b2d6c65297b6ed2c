import type { YourOrderMessages } from './fr.ts';

const yourOrder: YourOrderMessages = {
  title: 'Encomenda n.º {{number}}',
  noToken: 'Esta ligação está incompleta: abra-a a partir do e-mail recebido.',
  notFound: 'Esta encomenda não foi encontrada. Abra a ligação do último e-mail da loja.',
  status: {
    TO_COME: 'Por começar',
    IN_PROGRESS: 'Em curso',
    ENDED: 'Terminada',
    CANCELED: 'Cancelada',
    REQUEST: 'Pedido a aguardar a loja',
  },
  period: 'De {{start}} a {{end}}',
  pay: {
    button: 'Pagar {{amount}} com cartão',
    note: 'Paga na página segura do prestador de pagamentos e depois volta aqui.',
    back: 'Obrigado: o seu pagamento aparece aqui assim que o banco o confirmar.',
  },
  summary: {
    title: 'A sua encomenda',
    item: 'Artigo',
    total: 'Total',
    totalHT: 'Total sem IVA',
    vat: 'IVA',
    totalTTC: 'Total com IVA',
    paid: 'Já pago',
    balance: 'Por pagar',
    lineOf: '{{quantity}} × {{name}}',
  },
  documents: {
    title: 'Os seus documentos',
    none: 'Ainda não há documentos.',
    preparing: 'Em preparação…',
    toSign: 'Por assinar',
    signedOn: 'Assinado em {{date}}',
    read: 'Ler o documento',
    sign: 'Assinar',
    kinds: {
      CONTRACT: 'Contrato de aluguer',
      QUOTE: 'Orçamento',
      RECEIPT: 'Recibo',
      DEPOSIT_RECEIPT: 'Recibo de caução',
      INVOICE: 'Fatura',
      CREDIT_NOTE: 'Nota de crédito',
      other: 'Documento',
    },
  },
  signing: {
    title: 'Assinar: {{document}}',
    readFirst: 'Leia o documento antes de o assinar.',
    signerName: 'O seu nome completo',
    signerNameRequired: 'Indique o seu nome completo.',
    done: 'Documento assinado em {{date}}. Obrigado!',
    cancel: 'Cancelar',
  },
  contact: {
    title: 'Alguma dúvida?',
    email: 'E-mail',
    phone: 'Telefone',
  },
};
export default yourOrder;

import type { CardSandboxMessages } from './fr.ts';

const cardSandbox: CardSandboxMessages = {
  provider: 'Pagamento seguro · ambiente de testes',
  title: 'Pagamento com cartão',
  noSecret: 'Este link de pagamento está incompleto: abra-o a partir da página que o trouxe até aqui.',
  notFound: 'Este pagamento não foi encontrado.',
  amountTo: '{{amount}} para {{shop}}',
  testCards: {
    title: 'Ambiente de testes: nenhum cartão real é cobrado. Cartões de teste:',
    success: 'aceite',
    declined: 'recusado',
    insufficientFunds: 'saldo insuficiente',
    authenticationRequired: 'o banco pede uma confirmação',
    notRenewable: 'aceite, mas a sua caução não poderá ser renovada',
  },
  cardNumber: 'Número do cartão',
  expiry: 'Validade (MM/AA)',
  cvc: 'Código de segurança (CVC)',
  pay: 'Pagar {{amount}}',
  invalid: {
    cardNumber: 'Introduza os 12 a 19 dígitos do cartão.',
    expiry: 'Introduza o mês e o ano, por exemplo 08/29.',
    cvc: 'Introduza os 3 ou 4 dígitos no verso do cartão.',
  },
  authenticate: {
    title: 'Confirmação do seu banco',
    text: 'O seu banco pede-lhe que confirme o pagamento de {{amount}} a {{shop}}.',
    approve: 'Confirmar',
    refuse: 'Recusar',
  },
  processing: 'Pagamento em curso…',
  succeeded: 'Pagamento de {{amount}} aceite. Obrigado!',
  held: '{{amount}} cativos no seu cartão.',
  declined: {
    declined: 'O seu cartão foi recusado pelo banco.',
    insufficientFunds: 'O saldo do seu cartão é insuficiente.',
    authenticationFailed: 'O pagamento não foi confirmado junto do seu banco.',
    expiredCard: 'O seu cartão expirou.',
    expired: 'A cativação no seu cartão expirou.',
    other: 'O pagamento não foi concluído.',
  },
  canceled: 'Este pagamento foi cancelado.',
  tryAgain: 'Nada foi cobrado. Para tentar de novo, com outro cartão por exemplo, volte à encomenda.',
  back: 'Voltar à encomenda',
};

export default cardSandbox;

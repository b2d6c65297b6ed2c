import type { CardSandboxMessages } from './fr.ts';

const cardSandbox: CardSandboxMessages = {
  provider: 'Pago seguro · entorno de pruebas',
  title: 'Pago con tarjeta',
  noSecret: 'Este enlace de pago está incompleto: ábralo desde la página que le trajo aquí.',
  notFound: 'No se encuentra este pago.',
  amountTo: '{{amount}} a {{shop}}',
  testCards: {
    title: 'Entorno de pruebas: no se cobra ninguna tarjeta real. Tarjetas de prueba:',
    success: 'aceptada',
    declined: 'rechazada',
    insufficientFunds: 'fondos insuficientes',
    authenticationRequired: 'el banco pide una confirmación',
    notRenewable: 'aceptada, pero su retención no se podrá renovar',
  },
  cardNumber: 'Número de tarjeta',
  expiry: 'Caducidad (MM/AA)',
  cvc: 'Código de seguridad (CVC)',
  pay: 'Pagar {{amount}}',
  invalid: {
    cardNumber: 'Introduzca los 12 a 19 dígitos de la tarjeta.',
    expiry: 'Introduzca el mes y el año, por ejemplo 08/29.',
    cvc: 'Introduzca los 3 o 4 dígitos del reverso de la tarjeta.',
  },
  authenticate: {
    title: 'Confirmación de su banco',
    text: 'Su banco le pide que confirme el pago de {{amount}} a {{shop}}.',
    approve: 'Confirmar',
    refuse: 'Rechazar',
  },
  processing: 'Pago en curso…',
  succeeded: 'Pago de {{amount}} aceptado. ¡Gracias!',
  held: '{{amount}} retenidos en su tarjeta.',
  declined: {
    declined: 'Su banco ha rechazado la tarjeta.',
    insufficientFunds: 'Su tarjeta no tiene fondos suficientes.',
    authenticationFailed: 'El pago no se confirmó con su banco.',
    expiredCard: 'Su tarjeta ha caducado.',
    expired: 'La retención en su tarjeta ha caducado.',
    other: 'El pago no se ha completado.',
  },
  canceled: 'Este pago se ha cancelado.',
  tryAgain: 'No se ha cobrado nada. Para volver a intentarlo, con otra tarjeta por ejemplo, vuelva al pedido.',
  back: 'Volver al pedido',
};

export default cardSandbox;

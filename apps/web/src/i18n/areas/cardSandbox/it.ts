import type { CardSandboxMessages } from './fr.ts';

const cardSandbox: CardSandboxMessages = {
  provider: 'Pagamento sicuro · ambiente di prova',
  title: 'Pagamento con carta',
  noSecret: 'Questo link di pagamento è incompleto: aprilo dalla pagina che ti ha portato qui.',
  notFound: 'Questo pagamento non è stato trovato.',
  amountTo: '{{amount}} a {{shop}}',
  testCards: {
    title: 'Ambiente di prova: nessuna carta reale viene addebitata. Carte di prova:',
    success: 'accettata',
    declined: 'rifiutata',
    insufficientFunds: 'fondi insufficienti',
    authenticationRequired: 'la banca chiede una conferma',
    notRenewable: 'accettata, ma il suo blocco non potrà essere rinnovato',
  },
  cardNumber: 'Numero della carta',
  expiry: 'Scadenza (MM/AA)',
  cvc: 'Codice di sicurezza (CVC)',
  pay: 'Paga {{amount}}',
  invalid: {
    cardNumber: 'Inserisci le 12-19 cifre della carta.',
    expiry: 'Inserisci mese e anno, per esempio 08/29.',
    cvc: 'Inserisci le 3 o 4 cifre sul retro della carta.',
  },
  authenticate: {
    title: 'Conferma della tua banca',
    text: 'La tua banca ti chiede di confermare il pagamento di {{amount}} a {{shop}}.',
    approve: 'Conferma',
    refuse: 'Rifiuta',
  },
  processing: 'Pagamento in corso…',
  succeeded: 'Pagamento di {{amount}} accettato. Grazie!',
  held: '{{amount}} bloccati sulla tua carta.',
  declined: {
    declined: 'La tua carta è stata rifiutata dalla banca.',
    insufficientFunds: 'La tua carta non ha fondi sufficienti.',
    authenticationFailed: 'Il pagamento non è stato confermato con la tua banca.',
    expiredCard: 'La tua carta è scaduta.',
    expired: 'Il blocco sulla tua carta è scaduto.',
    other: 'Il pagamento non è andato a buon fine.',
  },
  canceled: 'Questo pagamento è stato annullato.',
  tryAgain: 'Non è stato addebitato nulla. Per riprovare, ad esempio con un’altra carta, torna all’ordine.',
  back: 'Torna all’ordine',
};

export default cardSandbox;

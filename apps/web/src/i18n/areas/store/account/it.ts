import type { AccountMessages } from './fr.ts';

const account: AccountMessages = {
  login: {
    offer: 'Già cliente? Accedi',
    title: 'Accesso al tuo account cliente',
    email: 'E-mail',
    password: 'Password',
    submit: 'Accedi',
    sending: 'Accesso in corso…',
    cancel: 'Annulla',
    forgot: 'Password dimenticata?',
    loggedIn: 'Accesso effettuato come {{name}} ({{email}}): i tuoi dati sono compilati, puoi ancora modificarli.',
    logOut: 'Esci',
    errors: {
      required: 'Inserisci la tua e-mail e la tua password.',
      failed: 'E-mail o password errate.',
      notActivated: 'Conferma prima il tuo indirizzo e-mail: segui il link del messaggio di registrazione.',
      tooMany: 'Troppi tentativi: riprova tra qualche minuto.',
      notCustomer: 'Questo è l’account di un luogo di gestione, non un account cliente.',
      network: 'Accesso non riuscito. Controlla la connessione e riprova.',
    },
  },
  wishlist: {
    heart: 'Tieni {{name}} nei miei preferiti',
    added: 'Aggiunto ai tuoi preferiti.',
    removed: 'Tolto dai tuoi preferiti.',
    loginOffer: 'Accedi per tenere articoli nei tuoi preferiti.',
    login: 'Accedi',
    failed: 'Non è stato possibile modificare i tuoi preferiti. Riprova.',
    defaultName: 'I miei preferiti',
  },
};

export default account;

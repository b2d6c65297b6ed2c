import type { LoginMessages } from './fr.ts';

const login: LoginMessages = {
  title: {
    dashboard: 'Accedi',
    reconditioner: 'Area ricondizionatore',
    rentalPlace: 'Area clienti',
  },
  subtitle: {
    dashboard: 'Accedi alla dashboard del tuo negozio',
    reconditioner: 'Accedi alla tua area di ricondizionamento',
    rentalPlace: 'Ritrova le tue prenotazioni presso i noleggiatori',
  },
  submit: 'Accedi',
  forgotPassword: 'Password dimenticata?',
  marketplaceAccount:
    'Questa e-mail e questa password sono di un account cliente. I clienti accedono dall’accesso clienti.',
  toMarketplace: 'Vai all’accesso clienti',
};

export default login;

import type { LoginMessages } from './fr.ts';

const login: LoginMessages = {
  marketplaceAccount:
    'Questa e-mail e questa password sono di un account cliente. I clienti accedono dall’accesso clienti.',
  toMarketplace: 'Vai all’accesso clienti',
};

export default login;

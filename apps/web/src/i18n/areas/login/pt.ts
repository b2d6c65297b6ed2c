import type { LoginMessages } from './fr.ts';

const login: LoginMessages = {
  marketplaceAccount:
    'Este e-mail e esta palavra-passe são de uma conta de cliente. Os clientes iniciam sessão no acesso de clientes.',
  toMarketplace: 'Ir para o acesso de clientes',
};

export default login;

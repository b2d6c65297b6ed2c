import type { LoginMessages } from './fr.ts';

const login: LoginMessages = {
  title: {
    dashboard: 'Iniciar sessão',
    reconditioner: 'Espaço do recondicionador',
    rentalPlace: 'Espaço do cliente',
  },
  subtitle: {
    dashboard: 'Aceda ao painel da sua loja',
    reconditioner: 'Inicie sessão no seu espaço de recondicionamento',
    rentalPlace: 'Encontre as suas reservas nas lojas de aluguer',
  },
  submit: 'Iniciar sessão',
  forgotPassword: 'Esqueceu-se da palavra-passe?',
  marketplaceAccount:
    'Este e-mail e esta palavra-passe são de uma conta de cliente. Os clientes iniciam sessão no acesso de clientes.',
  toMarketplace: 'Ir para o acesso de clientes',
};

export default login;

import type { AccountMessages } from './fr.ts';

const account: AccountMessages = {
  login: {
    offer: 'Já é cliente? Inicie sessão',
    title: 'Início de sessão na sua conta de cliente',
    email: 'E-mail',
    password: 'Palavra-passe',
    submit: 'Iniciar sessão',
    sending: 'A iniciar sessão…',
    cancel: 'Cancelar',
    forgot: 'Esqueceu a palavra-passe?',
    loggedIn: 'Sessão iniciada como {{name}} ({{email}}): os seus dados estão preenchidos, ainda os pode alterar.',
    logOut: 'Terminar sessão',
    errors: {
      required: 'Introduza o seu e-mail e a sua palavra-passe.',
      failed: 'E-mail ou palavra-passe incorretos.',
      notActivated: 'Confirme primeiro o seu endereço de e-mail: siga a ligação da mensagem de registo.',
      tooMany: 'Demasiadas tentativas: tente novamente dentro de alguns minutos.',
      notCustomer: 'Esta é a conta de um local de gestão, não uma conta de cliente.',
      network: 'Não foi possível iniciar sessão. Verifique a sua ligação e tente novamente.',
    },
  },
  wishlist: {
    heart: 'Guardar {{name}} nos meus favoritos',
    added: 'Adicionado aos seus favoritos.',
    removed: 'Retirado dos seus favoritos.',
    loginOffer: 'Inicie sessão para guardar artigos nos seus favoritos.',
    login: 'Iniciar sessão',
    failed: 'Não foi possível alterar os seus favoritos. Tente novamente.',
    defaultName: 'Os meus favoritos',
  },
};

export default account;

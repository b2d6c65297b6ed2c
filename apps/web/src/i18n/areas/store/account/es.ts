import type { AccountMessages } from './fr.ts';

const account: AccountMessages = {
  login: {
    offer: '¿Ya es cliente? Inicie sesión',
    title: 'Inicio de sesión en su cuenta de cliente',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    sending: 'Iniciando sesión…',
    cancel: 'Cancelar',
    forgot: '¿Ha olvidado su contraseña?',
    loggedIn: 'Sesión iniciada como {{name}} ({{email}}): sus datos están rellenados, todavía puede modificarlos.',
    logOut: 'Cerrar sesión',
    errors: {
      required: 'Introduzca su correo electrónico y su contraseña.',
      failed: 'Correo electrónico o contraseña incorrectos.',
      notActivated: 'Confirme primero su dirección de correo: siga el enlace del mensaje de registro.',
      tooMany: 'Demasiados intentos: vuelva a intentarlo en unos minutos.',
      notCustomer: 'Esta es la cuenta de un lugar de gestión, no una cuenta de cliente.',
      network: 'No se pudo iniciar sesión. Compruebe su conexión y vuelva a intentarlo.',
    },
  },
  wishlist: {
    heart: 'Guardar {{name}} en mis favoritos',
    added: 'Añadido a sus favoritos.',
    removed: 'Quitado de sus favoritos.',
    loginOffer: 'Inicie sesión para guardar artículos en sus favoritos.',
    login: 'Iniciar sesión',
    failed: 'No se pudieron modificar sus favoritos. Vuelva a intentarlo.',
    defaultName: 'Mis favoritos',
  },
};

export default account;

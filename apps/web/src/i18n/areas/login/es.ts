import type { LoginMessages } from './fr.ts';

const login: LoginMessages = {
  marketplaceAccount:
    'Este correo y esta contraseña son los de una cuenta de cliente. Los clientes inician sesión en el acceso de clientes.',
  toMarketplace: 'Ir al acceso de clientes',
};

export default login;

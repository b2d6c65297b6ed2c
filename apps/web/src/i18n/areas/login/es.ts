import type { LoginMessages } from './fr.ts';

const login: LoginMessages = {
  title: {
    dashboard: 'Iniciar sesión',
    reconditioner: 'Espacio de reacondicionador',
    rentalPlace: 'Espacio de cliente',
  },
  subtitle: {
    dashboard: 'Accede al panel de tu tienda',
    reconditioner: 'Inicia sesión en tu espacio de reacondicionamiento',
    rentalPlace: 'Consulta tus reservas con las tiendas de alquiler',
  },
  submit: 'Iniciar sesión',
  forgotPassword: '¿Has olvidado tu contraseña?',
  marketplaceAccount:
    'Este correo y esta contraseña son los de una cuenta de cliente. Los clientes inician sesión en el acceso de clientes.',
  toMarketplace: 'Ir al acceso de clientes',
};

export default login;

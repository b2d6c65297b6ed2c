import type { AdminUserMessages } from './fr.ts';

const adminUser: AdminUserMessages = {
  back: '← Usuarios',
  openOne: 'Abrir {{name}}',
  companies: 'Empresas',
  noCompany: 'No es miembro de ninguna empresa.',
  language: 'Idioma',
  createdFrom: 'Creado desde',
  validated: 'Correo validado',
  customersNav: 'Clientes del marketplace',
  customersEmpty: 'Ningún cliente del marketplace.',
  customersBack: '← Clientes del marketplace',
  signedUp: 'Registrado el',
  origins: {
    admin_dashboard: 'Back-office',
    rental_place: 'Marketplace',
    online_store: 'Tienda en línea',
  },
  bookings: 'Reservas en las tiendas',
  bookingsEmpty: 'Todavía no hay reservas.',
  shop: 'Tienda',
  orderNumber: 'N.º',
  period: 'Periodo',
  state: 'Estado',
  total: 'Total',
  yes: 'Sí',
  no: 'No',
};

export default adminUser;

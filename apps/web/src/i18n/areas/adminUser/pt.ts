import type { AdminUserMessages } from './fr.ts';

const adminUser: AdminUserMessages = {
  back: '← Utilizadores',
  openOne: 'Abrir {{name}}',
  companies: 'Empresas',
  noCompany: 'Não é membro de nenhuma empresa.',
  language: 'Idioma',
  createdFrom: 'Criado a partir de',
  validated: 'E-mail validado',
  customersNav: 'Clientes do marketplace',
  customersEmpty: 'Nenhum cliente do marketplace.',
  customersBack: '← Clientes do marketplace',
  signedUp: 'Registado em',
  origins: {
    admin_dashboard: 'Back-office',
    rental_place: 'Marketplace',
    online_store: 'Loja online',
  },
  bookings: 'Reservas nas lojas',
  bookingsEmpty: 'Ainda sem reservas.',
  shop: 'Loja',
  orderNumber: 'N.º',
  period: 'Período',
  state: 'Estado',
  total: 'Total',
  yes: 'Sim',
  no: 'Não',
};

export default adminUser;

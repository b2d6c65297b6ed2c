import type { AdminUserMessages } from './fr.ts';

const adminUser: AdminUserMessages = {
  back: '← Utenti',
  openOne: 'Apri {{name}}',
  companies: 'Aziende',
  noCompany: 'Non è membro di alcuna azienda.',
  language: 'Lingua',
  createdFrom: 'Creato da',
  validated: 'E-mail convalidata',
  customersNav: 'Clienti del marketplace',
  customersEmpty: 'Nessun cliente del marketplace.',
  customersBack: '← Clienti del marketplace',
  signedUp: 'Iscritto il',
  origins: {
    admin_dashboard: 'Back office',
    rental_place: 'Marketplace',
    online_store: 'Negozio online',
  },
  bookings: 'Prenotazioni nei negozi',
  bookingsEmpty: 'Ancora nessuna prenotazione.',
  shop: 'Negozio',
  orderNumber: 'N.',
  period: 'Periodo',
  state: 'Stato',
  total: 'Totale',
  yes: 'Sì',
  no: 'No',
};

export default adminUser;

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
  yes: 'Sì',
  no: 'No',
};

export default adminUser;

import type { AdminUserMessages } from './fr.ts';

const adminUser: AdminUserMessages = {
  back: '← Users',
  openOne: 'Open {{name}}',
  companies: 'Companies',
  noCompany: 'Member of no company.',
  language: 'Language',
  createdFrom: 'Created from',
  validated: 'Email validated',
  customersNav: 'Marketplace customers',
  customersEmpty: 'No marketplace customers.',
  yes: 'Yes',
  no: 'No',
};

export default adminUser;

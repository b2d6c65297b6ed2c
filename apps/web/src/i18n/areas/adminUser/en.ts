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
  customersBack: '← Marketplace customers',
  signedUp: 'Signed up on',
  origins: {
    admin_dashboard: 'Back office',
    rental_place: 'Marketplace',
    online_store: 'Online store',
  },
  bookings: 'Bookings in the shops',
  bookingsEmpty: 'No bookings yet.',
  shop: 'Shop',
  orderNumber: 'No.',
  period: 'Period',
  state: 'State',
  total: 'Total',
  yes: 'Yes',
  no: 'No',
};

export default adminUser;

/** Admin back-office, a user's page, French (the reference: other languages have exactly these keys). */
const adminUser = {
  back: '← Utilisateurs',
  openOne: 'Ouvrir {{name}}',
  companies: 'Entreprises',
  noCompany: 'Membre d’aucune entreprise.',
  language: 'Langue',
  createdFrom: 'Créé depuis',
  validated: 'E-mail validé',
  customersNav: 'Clients marketplace',
  customersEmpty: 'Aucun client marketplace.',
  customersBack: '← Clients marketplace',
  signedUp: 'Inscrit le',
  origins: {
    admin_dashboard: 'Back-office',
    rental_place: 'Marketplace',
    online_store: 'Boutique en ligne',
  },
  bookings: 'Réservations dans les boutiques',
  bookingsEmpty: 'Aucune réservation pour l’instant.',
  shop: 'Boutique',
  orderNumber: 'N°',
  period: 'Période',
  state: 'État',
  total: 'Total',
  yes: 'Oui',
  no: 'Non',
};

export type AdminUserMessages = typeof adminUser;
export default adminUser;

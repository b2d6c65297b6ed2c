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
  yes: 'Oui',
  no: 'Non',
};

export type AdminUserMessages = typeof adminUser;
export default adminUser;

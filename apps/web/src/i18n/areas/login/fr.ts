/** Login screens, French (the reference: other languages have exactly these keys). */
const login = {
  title: {
    dashboard: 'Connexion',
    reconditioner: 'Espace reconditionneur',
    rentalPlace: 'Espace client',
  },
  subtitle: {
    dashboard: 'Accédez au tableau de bord de votre magasin',
    reconditioner: 'Connectez-vous à votre espace de reconditionnement',
    rentalPlace: 'Retrouvez vos réservations auprès des loueurs',
  },
  submit: 'Se connecter',
  forgotPassword: 'Mot de passe oublié ?',
  marketplaceAccount:
    'Cet e-mail et ce mot de passe sont ceux d’un compte client. Les clients se connectent sur l’espace client.',
  toMarketplace: 'Aller à la connexion client',
};

export type LoginMessages = typeof login;
export default login;

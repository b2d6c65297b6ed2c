/** Login screens, French (the reference: other languages have exactly these keys). */
const login = {
  marketplaceAccount:
    'Cet e-mail et ce mot de passe sont ceux d’un compte client. Les clients se connectent sur l’espace client.',
  toMarketplace: 'Aller à la connexion client',
};

export type LoginMessages = typeof login;
export default login;

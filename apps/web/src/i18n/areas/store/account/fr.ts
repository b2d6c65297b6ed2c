import type { Shape } from '../../../shape.ts';

/** The store's words for the marketplace customer account (login at the checkout, wishlist heart), French (the reference). */
const account = {
  login: {
    offer: 'Déjà client ? Connectez-vous',
    title: 'Connexion à votre compte client',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    sending: 'Connexion…',
    cancel: 'Annuler',
    forgot: 'Mot de passe oublié ?',
    loggedIn:
      'Connecté en tant que {{name}} ({{email}}) : vos coordonnées sont remplies, vous pouvez encore les modifier.',
    logOut: 'Se déconnecter',
    errors: {
      required: 'Saisissez votre e-mail et votre mot de passe.',
      failed: 'E-mail ou mot de passe incorrect.',
      notActivated: 'Confirmez d’abord votre adresse e-mail : suivez le lien du message d’inscription.',
      tooMany: 'Trop d’essais : réessayez dans quelques minutes.',
      notCustomer: 'Ce compte est celui d’un lieu de gestion, pas un compte client.',
      network: 'La connexion a échoué. Vérifiez votre réseau et réessayez.',
    },
  },
  wishlist: {
    heart: 'Garder {{name}} dans mes favoris',
    added: 'Ajouté à vos favoris.',
    removed: 'Retiré de vos favoris.',
    loginOffer: 'Connectez-vous pour garder des articles dans vos favoris.',
    login: 'Se connecter',
    failed: 'Vos favoris n’ont pas pu être modifiés. Réessayez.',
    defaultName: 'Mes favoris',
  },
};

export type AccountMessages = Shape<typeof account>;

export default account;

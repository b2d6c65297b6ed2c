/** Orders screens, French (the reference: other languages have exactly these keys). */
const orders = {
  title: 'Commandes',
  noAccess: "Vous n'avez pas accès aux commandes de ce magasin.",
};

export type OrdersMessages = typeof orders;
export default orders;

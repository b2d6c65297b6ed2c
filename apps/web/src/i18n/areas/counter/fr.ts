/** Counter screens, French (the reference: other languages have exactly these keys). */
const counter = {
  title: 'Comptoir',
  noAccess: "Vous n'avez pas accès aux commandes de ce magasin.",
};

export type CounterMessages = typeof counter;
export default counter;

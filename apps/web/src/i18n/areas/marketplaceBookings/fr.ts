/** The marketplace customer's space, French (the reference: other languages have exactly these keys). */
const marketplaceBookings = {
  title: 'Mes réservations',
  empty: 'Vous n’avez pas encore de réservation. Celles que vous ferez dans les boutiques apparaîtront ici.',
  number: 'Commande n° {{number}}',
  open: 'Voir la commande n° {{number}}',
  period: 'Du {{start}} au {{end}}',
  states: {
    request: 'Demande en attente',
    cancelled: 'Annulée',
    preBooking: 'Pré-réservation',
    TO_COME: 'À venir',
    IN_PROGRESS: 'En cours',
    ENDED: 'Terminée',
  },
};

export type MarketplaceBookingsMessages = typeof marketplaceBookings;
export default marketplaceBookings;

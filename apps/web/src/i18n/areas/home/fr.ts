/** Dashboard home, French (the reference: other languages have exactly these keys). */
const home = {
  today: "Aujourd'hui",
  units: 'Matériel',
  figures: {
    departures: 'Départs',
    returns: 'Retours attendus',
    late: 'Retours en retard',
    noShows: 'Jamais venus chercher',
    requests: 'Demandes à traiter',
    messages: 'Messages non traités',
    maintenance: 'Unités en maintenance',
    outOfService: 'Unités hors service',
  },
  charts: {
    bookings: 'Réservations des {{count}} prochains jours',
    revenue: 'Chiffre réservé des {{count}} prochains jours',
    bookingsTotal: 'Voir les commandes ({{count}})',
    revenueTotal: 'Voir les commandes ({{amount}})',
    day: 'Jour',
    orders: 'Commandes',
    amount: 'Montant réservé',
  },
  utilisation: {
    title: 'Utilisation par catégorie',
    figure: '{{inUse}} sortis sur {{capacity}} · {{percent}} %',
    empty: "Aucune catégorie n'a de matériel à louer.",
  },
};

export type HomeMessages = typeof home;
export default home;

import type { HomeMessages } from './fr.ts';

const home: HomeMessages = {
  today: 'Oggi',
  units: 'Attrezzatura',
  figures: {
    departures: 'Partenze',
    returns: 'Rientri previsti',
    late: 'Rientri in ritardo',
    noShows: 'Mai ritirati',
    requests: 'Richieste da gestire',
    messages: 'Messaggi da gestire',
    maintenance: 'Unità in manutenzione',
    outOfService: 'Unità fuori servizio',
  },
  charts: {
    bookings: 'Prenotazioni dei prossimi {{count}} giorni',
    revenue: 'Importo prenotato dei prossimi {{count}} giorni',
    bookingsTotal: 'Vedi gli ordini ({{count}})',
    revenueTotal: 'Vedi gli ordini ({{amount}})',
    day: 'Giorno',
    orders: 'Ordini',
    amount: 'Importo prenotato',
  },
  utilisation: {
    title: 'Utilizzo per categoria',
    figure: '{{inUse}} fuori su {{capacity}} · {{percent}}%',
    empty: 'Nessuna categoria ha attrezzatura da noleggiare.',
  },
};

export default home;

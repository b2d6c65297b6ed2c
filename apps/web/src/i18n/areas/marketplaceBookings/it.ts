import type { MarketplaceBookingsMessages } from './fr.ts';

const marketplaceBookings: MarketplaceBookingsMessages = {
  title: 'Le mie prenotazioni',
  empty: 'Non ha ancora prenotazioni. Quelle che farà nei negozi appariranno qui.',
  number: 'Ordine n. {{number}}',
  open: 'Vedi l’ordine n. {{number}}',
  period: 'Dal {{start}} al {{end}}',
  states: {
    request: 'Richiesta in attesa',
    cancelled: 'Annullata',
    preBooking: 'Pre-prenotazione',
    TO_COME: 'In arrivo',
    IN_PROGRESS: 'In corso',
    ENDED: 'Terminata',
  },
};

export default marketplaceBookings;

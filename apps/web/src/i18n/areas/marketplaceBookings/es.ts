import type { MarketplaceBookingsMessages } from './fr.ts';

const marketplaceBookings: MarketplaceBookingsMessages = {
  title: 'Mis reservas',
  empty: 'Todavía no tiene reservas. Las que haga en las tiendas aparecerán aquí.',
  number: 'Pedido n.º {{number}}',
  open: 'Ver el pedido n.º {{number}}',
  period: 'Del {{start}} al {{end}}',
  states: {
    request: 'Solicitud pendiente',
    cancelled: 'Cancelada',
    preBooking: 'Prerreserva',
    TO_COME: 'Próxima',
    IN_PROGRESS: 'En curso',
    ENDED: 'Terminada',
  },
};

export default marketplaceBookings;

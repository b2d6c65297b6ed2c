import type { MarketplaceBookingsMessages } from './fr.ts';

const marketplaceBookings: MarketplaceBookingsMessages = {
  title: 'As minhas reservas',
  empty: 'Ainda não tem reservas. As que fizer nas lojas aparecerão aqui.',
  number: 'Encomenda n.º {{number}}',
  open: 'Ver a encomenda n.º {{number}}',
  period: 'De {{start}} a {{end}}',
  states: {
    request: 'Pedido pendente',
    cancelled: 'Cancelada',
    preBooking: 'Pré-reserva',
    TO_COME: 'Por vir',
    IN_PROGRESS: 'Em curso',
    ENDED: 'Terminada',
  },
};

export default marketplaceBookings;

import type { MarketplaceBookingsMessages } from './fr.ts';

const marketplaceBookings: MarketplaceBookingsMessages = {
  title: 'My bookings',
  empty: 'You have no bookings yet. The ones you make in the shops will appear here.',
  number: 'Order no. {{number}}',
  open: 'See order no. {{number}}',
  period: 'From {{start}} to {{end}}',
  states: {
    request: 'Request pending',
    cancelled: 'Cancelled',
    preBooking: 'Pre-booking',
    TO_COME: 'Upcoming',
    IN_PROGRESS: 'In progress',
    ENDED: 'Ended',
  },
};

export default marketplaceBookings;

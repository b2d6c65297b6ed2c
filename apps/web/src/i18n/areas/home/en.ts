import type { HomeMessages } from './fr.ts';

const home: HomeMessages = {
  today: 'Today',
  units: 'Equipment',
  figures: {
    departures: 'Departures',
    returns: 'Returns due',
    late: 'Late returns',
    noShows: 'No-shows',
    requests: 'Requests to handle',
    messages: 'Unanswered messages',
    maintenance: 'Units in maintenance',
    outOfService: 'Units out of service',
  },
  charts: {
    bookings: 'Bookings of the next {{count}} days',
    revenue: 'Booked revenue of the next {{count}} days',
    bookingsTotal: 'See the orders ({{count}})',
    revenueTotal: 'See the orders ({{amount}})',
    day: 'Day',
    orders: 'Orders',
    amount: 'Booked amount',
  },
  utilisation: {
    title: 'Use per category',
    figure: '{{inUse}} out of {{capacity}} · {{percent}}%',
    empty: 'No category has equipment to rent.',
  },
};

export default home;

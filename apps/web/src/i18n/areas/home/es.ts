import type { HomeMessages } from './fr.ts';

const home: HomeMessages = {
  today: 'Hoy',
  units: 'Material',
  figures: {
    departures: 'Salidas',
    returns: 'Devoluciones previstas',
    late: 'Devoluciones con retraso',
    noShows: 'No se presentaron',
    requests: 'Solicitudes por atender',
    messages: 'Mensajes sin atender',
    maintenance: 'Unidades en mantenimiento',
    outOfService: 'Unidades fuera de servicio',
  },
  charts: {
    bookings: 'Reservas de los próximos {{count}} días',
    revenue: 'Importe reservado de los próximos {{count}} días',
    bookingsTotal: 'Ver los pedidos ({{count}})',
    revenueTotal: 'Ver los pedidos ({{amount}})',
    day: 'Día',
    orders: 'Pedidos',
    amount: 'Importe reservado',
  },
  utilisation: {
    title: 'Uso por categoría',
    figure: '{{inUse}} fuera de {{capacity}} · {{percent}} %',
    empty: 'Ninguna categoría tiene material para alquilar.',
  },
};

export default home;

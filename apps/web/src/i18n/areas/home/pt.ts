import type { HomeMessages } from './fr.ts';

const home: HomeMessages = {
  today: 'Hoje',
  units: 'Material',
  figures: {
    departures: 'Saídas',
    returns: 'Devoluções previstas',
    late: 'Devoluções em atraso',
    noShows: 'Não compareceram',
    requests: 'Pedidos por tratar',
    messages: 'Mensagens por tratar',
    maintenance: 'Unidades em manutenção',
    outOfService: 'Unidades fora de serviço',
  },
  charts: {
    bookings: 'Reservas dos próximos {{count}} dias',
    revenue: 'Valor reservado dos próximos {{count}} dias',
    bookingsTotal: 'Ver as encomendas ({{count}})',
    revenueTotal: 'Ver as encomendas ({{amount}})',
    day: 'Dia',
    orders: 'Encomendas',
    amount: 'Valor reservado',
  },
  utilisation: {
    title: 'Utilização por categoria',
    figure: '{{inUse}} fora de {{capacity}} · {{percent}} %',
    empty: 'Nenhuma categoria tem material para alugar.',
  },
};

export default home;

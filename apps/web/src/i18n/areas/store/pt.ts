import checkout from './checkout/pt.ts';
import type { StoreMessages } from './fr.ts';

const store: StoreMessages = {
  skipToContent: 'Ir para o conteúdo',
  breadcrumbs: 'Trilho de navegação',
  home: 'Início',
  search: {
    label: 'Procurar um artigo',
    button: 'Procurar',
    title: 'Pesquisa',
    resultsFor: 'Resultados para «{{query}}»',
    none: 'Nenhum artigo corresponde à sua pesquisa.',
    empty: 'Escreva o nome de um artigo para o encontrar.',
  },
  universes: 'Universos',
  categories: 'Categorias',
  featured: 'Em destaque',
  itemOfTheDay: 'O artigo do dia',
  noProducts: 'Ainda não há artigos.',
  perDay: '{{price}} / dia',
  product: {
    description: 'Descrição',
    priceFor: 'Preço para as suas datas',
    start: 'Início do aluguer',
    end: 'Fim do aluguer',
    total: '{{price}} para estas datas',
    deposit: 'Caução: {{price}}',
    computing: 'A calcular o preço…',
    unavailablePrice: 'Não foi possível calcular o preço destas datas.',
    endBeforeStart: 'O fim deve ser depois do início.',
    inStock: 'Disponível na loja',
    outOfStock: 'Indisponível de momento',
    priceOnRequest: 'Preço sob consulta',
    photoOf: 'Foto de {{name}}',
  },
  shop: {
    address: 'Morada',
    hours: 'Horário de funcionamento',
    closed: 'Fechado',
    contact: 'Contacto',
    terms: 'Condições gerais de aluguer',
  },
  days: {
    monday: 'Segunda-feira',
    tuesday: 'Terça-feira',
    wednesday: 'Quarta-feira',
    thursday: 'Quinta-feira',
    friday: 'Sexta-feira',
    saturday: 'Sábado',
    sunday: 'Domingo',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'Esta página não existe ou deixou de existir.',
    back: 'Voltar à loja',
    noShop: 'Não há nenhuma loja neste endereço.',
  },
  language: 'Idioma',
  checkout,
};

export default store;

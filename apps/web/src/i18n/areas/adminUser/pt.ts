import type { AdminUserMessages } from './fr.ts';

const adminUser: AdminUserMessages = {
  back: '← Utilizadores',
  openOne: 'Abrir {{name}}',
  companies: 'Empresas',
  noCompany: 'Não é membro de nenhuma empresa.',
  language: 'Idioma',
  createdFrom: 'Criado a partir de',
  validated: 'E-mail validado',
  customersNav: 'Clientes do marketplace',
  customersEmpty: 'Nenhum cliente do marketplace.',
  yes: 'Sim',
  no: 'Não',
};

export default adminUser;

import type { AdminUserMessages } from './fr.ts';

const adminUser: AdminUserMessages = {
  back: '← Usuarios',
  openOne: 'Abrir {{name}}',
  companies: 'Empresas',
  noCompany: 'No es miembro de ninguna empresa.',
  language: 'Idioma',
  createdFrom: 'Creado desde',
  validated: 'Correo validado',
  customersNav: 'Clientes del marketplace',
  customersEmpty: 'Ningún cliente del marketplace.',
  yes: 'Sí',
  no: 'No',
};

export default adminUser;

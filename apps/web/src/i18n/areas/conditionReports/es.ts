import type { ConditionReportsMessages } from './fr.ts';

const conditionReports: ConditionReportsMessages = {
  title: { DEPART: 'Informe de estado de salida', RETOUR: 'Informe de estado de devolución' },
  cardTitle: 'Informes de estado',
  open: { DEPART: 'Salida', RETOUR: 'Devolución' },
  intro: {
    DEPART: 'Revise cada unidad antes de entregarla: responda a las preguntas, haga fotos.',
    RETOUR: 'Revise cada unidad devuelta: lo constatado a la salida se muestra al lado.',
  },
  noUnits: {
    DEPART: 'Ninguna unidad está asignada a este pedido.',
    RETOUR: 'Ninguna unidad de este pedido ha salido.',
  },
  checked: 'Revisada',
  notChecked: 'Por revisar',
  noQuestions: 'Este producto no tiene modelo de estado: anote sus observaciones y haga fotos.',
  notes: 'Observaciones',
  photos: 'Fotos',
  departurePhotos: 'Fotos de la salida',
  noPhotos: 'Ninguna foto',
  takePhoto: 'Hacer una foto',
  choosePhotos: 'Elegir fotos',
  photoOf: 'Foto {{name}}',
  removePhoto: 'Quitar la foto {{name}}',
  atDeparture: 'A la salida: {{answer}}',
  changed: 'Modificado',
  save: 'Guardar la unidad',
  saved: 'Unidad guardada',
  requiredMissing: '«{{label}}» es obligatorio',
  filledBy: 'Rellenado por {{name}} el {{date}}',
  filledOn: 'Rellenado el {{date}}',
  pdf: {
    status: {
      none: 'PDF aún no creado',
      PENDING: 'Creando el PDF…',
      SUCCESS: 'PDF listo',
    },
    outdated: 'Modificado desde el último PDF',
    generate: 'Crear el PDF',
    regenerate: 'Volver a crear el PDF',
    download: 'Descargar el PDF',
    language: 'Idioma del PDF',
    signatures: 'Las firmas del cliente y del empleado van en el PDF.',
  },
  finish: 'Terminar',
  later: 'Más tarde',
  readOnly: 'Puede consultar este informe de estado, no modificarlo.',
  signedLocked: 'Este informe de estado está firmado: sus respuestas y fotos quedan tal como se firmaron.',
  close: 'Cerrar',
};

export default conditionReports;

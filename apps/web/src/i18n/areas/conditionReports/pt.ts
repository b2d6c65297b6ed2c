import type { ConditionReportsMessages } from './fr.ts';

const conditionReports: ConditionReportsMessages = {
  title: { DEPART: 'Relatório de estado à saída', RETOUR: 'Relatório de estado à devolução' },
  cardTitle: 'Relatórios de estado',
  open: { DEPART: 'Saída', RETOUR: 'Devolução' },
  intro: {
    DEPART: 'Verifique cada unidade antes de a entregar: responda às perguntas, tire fotografias.',
    RETOUR: 'Verifique cada unidade devolvida: o que foi constatado à saída aparece ao lado.',
  },
  noUnits: {
    DEPART: 'Nenhuma unidade está atribuída a esta encomenda.',
    RETOUR: 'Nenhuma unidade desta encomenda saiu.',
  },
  checked: 'Verificada',
  notChecked: 'Por verificar',
  noQuestions: 'Este produto não tem modelo de estado: escreva as suas observações e tire fotografias.',
  notes: 'Observações',
  photos: 'Fotografias',
  departurePhotos: 'Fotografias da saída',
  noPhotos: 'Nenhuma fotografia',
  takePhoto: 'Tirar uma fotografia',
  choosePhotos: 'Escolher fotografias',
  photoOf: 'Fotografia {{name}}',
  removePhoto: 'Retirar a fotografia {{name}}',
  atDeparture: 'À saída: {{answer}}',
  changed: 'Alterado',
  save: 'Guardar a unidade',
  saved: 'Unidade guardada',
  requiredMissing: '«{{label}}» é obrigatório',
  filledBy: 'Preenchido por {{name}} em {{date}}',
  filledOn: 'Preenchido em {{date}}',
  pdf: {
    status: {
      none: 'PDF ainda não criado',
      PENDING: 'A criar o PDF…',
      SUCCESS: 'PDF pronto',
    },
    outdated: 'Alterado desde o último PDF',
    generate: 'Criar o PDF',
    regenerate: 'Criar o PDF novamente',
    download: 'Descarregar o PDF',
    language: 'Idioma do PDF',
    signatures: 'As assinaturas do cliente e do funcionário são feitas no PDF.',
  },
  finish: 'Terminar',
  later: 'Mais tarde',
  readOnly: 'Pode consultar este relatório de estado, mas não alterá-lo.',
  signedLocked: 'Este relatório de estado está assinado: as respostas e as fotos ficam como foram assinadas.',
  close: 'Fechar',
};

export default conditionReports;

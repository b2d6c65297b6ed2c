import type { ConditionReportsMessages } from './fr.ts';

const conditionReports: ConditionReportsMessages = {
  title: { DEPART: 'Verbale di stato alla partenza', RETOUR: 'Verbale di stato al rientro' },
  cardTitle: 'Verbali di stato',
  open: { DEPART: 'Partenza', RETOUR: 'Rientro' },
  intro: {
    DEPART: 'Controlli ogni unità prima di consegnarla: risponda alle domande, scatti delle foto.',
    RETOUR: 'Controlli ogni unità restituita: quanto rilevato alla partenza è mostrato accanto.',
  },
  noUnits: { DEPART: 'Nessuna unità è assegnata a questo ordine.', RETOUR: 'Nessuna unità di questo ordine è uscita.' },
  checked: 'Controllata',
  notChecked: 'Da controllare',
  noQuestions: 'Questo prodotto non ha un modello di stato: scriva le sue note e scatti delle foto.',
  notes: 'Note',
  photos: 'Foto',
  departurePhotos: 'Foto della partenza',
  noPhotos: 'Nessuna foto',
  takePhoto: 'Scatta una foto',
  choosePhotos: 'Scegli delle foto',
  photoOf: 'Foto {{name}}',
  removePhoto: 'Rimuovi la foto {{name}}',
  atDeparture: 'Alla partenza: {{answer}}',
  changed: 'Modificato',
  save: "Salva l'unità",
  saved: 'Unità salvata',
  requiredMissing: '«{{label}}» è obbligatorio',
  filledBy: 'Compilato da {{name}} il {{date}}',
  filledOn: 'Compilato il {{date}}',
  pdf: {
    status: {
      none: 'PDF non ancora creato',
      PENDING: 'Creazione del PDF…',
      SUCCESS: 'PDF pronto',
    },
    outdated: "Modificato dall'ultimo PDF",
    generate: 'Crea il PDF',
    regenerate: 'Crea di nuovo il PDF',
    download: 'Scarica il PDF',
    language: 'Lingua del PDF',
    signatures: 'Le firme del cliente e del dipendente vanno sul PDF.',
  },
  finish: 'Fine',
  later: 'Più tardi',
  readOnly: 'Può consultare questo verbale di stato, non modificarlo.',
  close: 'Chiudi',
};

export default conditionReports;

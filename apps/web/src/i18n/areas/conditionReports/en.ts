import type { ConditionReportsMessages } from './fr.ts';

const conditionReports: ConditionReportsMessages = {
  title: { DEPART: 'Departure condition report', RETOUR: 'Return condition report' },
  cardTitle: 'Condition reports',
  open: { DEPART: 'Departure', RETOUR: 'Return' },
  intro: {
    DEPART: 'Check each unit before handing it out: answer the questions, take photos.',
    RETOUR: 'Check each unit coming back: the departure findings are shown beside.',
  },
  noUnits: { DEPART: 'No unit is assigned to this order.', RETOUR: 'No unit of this order has been handed out.' },
  checked: 'Checked',
  notChecked: 'To check',
  noQuestions: 'This product has no state model: write your notes and take photos.',
  notes: 'Notes',
  photos: 'Photos',
  departurePhotos: 'Departure photos',
  noPhotos: 'No photos',
  takePhoto: 'Take a photo',
  choosePhotos: 'Choose photos',
  photoOf: 'Photo {{name}}',
  removePhoto: 'Remove photo {{name}}',
  atDeparture: 'At departure: {{answer}}',
  changed: 'Changed',
  save: 'Save unit',
  saved: 'Unit saved',
  requiredMissing: '"{{label}}" is required',
  filledBy: 'Filled in by {{name}} on {{date}}',
  filledOn: 'Filled in on {{date}}',
  pdf: {
    status: {
      none: 'PDF not created yet',
      PENDING: 'Creating the PDF…',
      SUCCESS: 'PDF ready',
    },
    outdated: 'Changed since the last PDF',
    generate: 'Create the PDF',
    regenerate: 'Create the PDF again',
    download: 'Download the PDF',
    language: 'PDF language',
    signatures: "The customer's and the employee's signatures go on the PDF.",
  },
  finish: 'Finish',
  later: 'Later',
  readOnly: 'You can read this condition report, not change it.',
  close: 'Close',
};

export default conditionReports;

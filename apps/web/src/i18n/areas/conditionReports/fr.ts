/** Condition reports (departure and return), French (the reference: other languages have exactly these keys). */
const conditionReports = {
  title: { DEPART: 'État des lieux de départ', RETOUR: 'État des lieux de retour' },
  cardTitle: 'États des lieux',
  open: { DEPART: 'Départ', RETOUR: 'Retour' },
  intro: {
    DEPART: 'Contrôlez chaque unité avant sa remise : répondez aux questions, prenez des photos.',
    RETOUR: 'Contrôlez chaque unité rendue : les constats du départ sont rappelés à côté.',
  },
  noUnits: {
    DEPART: "Aucune unité n'est attribuée à cette commande.",
    RETOUR: "Aucune unité de cette commande n'est sortie.",
  },
  checked: 'Contrôlée',
  notChecked: 'À contrôler',
  noQuestions: "Ce produit n'a pas de modèle d'état : notez vos remarques et prenez des photos.",
  notes: 'Remarques',
  photos: 'Photos',
  departurePhotos: 'Photos du départ',
  noPhotos: 'Aucune photo',
  takePhoto: 'Prendre une photo',
  choosePhotos: 'Choisir des photos',
  photoOf: 'Photo {{name}}',
  removePhoto: 'Retirer la photo {{name}}',
  atDeparture: 'Au départ : {{answer}}',
  changed: 'Modifié',
  save: "Enregistrer l'unité",
  saved: 'Unité enregistrée',
  requiredMissing: '« {{label}} » est obligatoire',
  filledBy: 'Rempli par {{name}} le {{date}}',
  filledOn: 'Rempli le {{date}}',
  pdf: {
    status: {
      none: 'PDF pas encore créé',
      PENDING: 'PDF en cours de création…',
      SUCCESS: 'PDF prêt',
    },
    outdated: 'Modifié depuis le dernier PDF',
    generate: 'Créer le PDF',
    regenerate: 'Recréer le PDF',
    download: 'Télécharger le PDF',
    language: 'Langue du PDF',
    signatures: 'Les signatures du client et de l’employé se font sur le PDF.',
  },
  finish: 'Terminer',
  later: 'Plus tard',
  readOnly: 'Vous pouvez consulter cet état des lieux, pas le modifier.',
  signedLocked: 'Cet état des lieux est signé : ses réponses et ses photos restent telles qu’elles ont été signées.',
  close: 'Fermer',
};

export type ConditionReportsMessages = typeof conditionReports;
export default conditionReports;

/** Signing at the counter (documents and condition reports) and the signature settings, French (the reference). */
const counterSigning = {
  signAtCounter: 'Signer au comptoir',
  signDocument: 'Faire signer {{name}} au comptoir',
  dialogTitle: 'Signature au comptoir',
  signerName: 'Nom du signataire',
  signerNameRequired: 'Indiquez le nom du signataire.',
  customerStep: 'Le client signe',
  employeeStep: "L'employé signe",
  handTablet: 'Tendez la tablette au client.',
  stepOf: 'Étape {{step}} sur {{count}}',
  signed: 'Signé',
  signedOn: 'Signé le {{date}}',
  done: 'Le document est signé.',
  reportTitle: 'Signatures',
  reportHint: 'Le client puis vous signez le rapport sur cette tablette.',
  reportNeedsPdf: 'Créez le PDF du rapport avant de le faire signer.',
  signReport: 'Faire signer le rapport',
  close: 'Fermer',
  settingsTitle: 'Signature électronique',
  requireCode: 'Demander un code à usage unique envoyé par e-mail pour les signatures',
  requireCodeHint:
    "Le client qui signe depuis le lien de sa commande saisit d'abord un code reçu par e-mail. Au comptoir, l'employé présent suffit.",
  saved: 'Réglage enregistré',
};

export type CounterSigningMessages = typeof counterSigning;
export default counterSigning;

/** The signature pad, consent and one-time code, French (the reference: other languages have these keys). */
const signature = {
  modeLabel: 'Comment signer',
  draw: 'Dessiner',
  type: 'Écrire mon nom',
  padLabel: 'Zone de signature : dessinez avec le doigt, un stylet ou la souris',
  clear: 'Effacer',
  typedLabel: 'Votre nom, tel qu’il apparaîtra comme signature',
  consent: 'J’ai lu le document et je le signe électroniquement.',
  consentRequired: 'Cochez la case pour accepter avant de signer.',
  signatureRequired: 'Dessinez votre signature ou écrivez votre nom.',
  submit: 'Signer',
  codeLabel: 'Code reçu par e-mail',
  codeHint: 'Saisissez le code à 6 chiffres envoyé à {{email}}. Il est valable 10 minutes.',
  codeResend: 'Renvoyer un code',
  codeSubmit: 'Valider le code',
  readTitle: 'Lire le document',
  download: 'Télécharger le PDF',
  openFull: 'Ouvrir en plein écran',
};

export type SignatureMessages = typeof signature;
export default signature;

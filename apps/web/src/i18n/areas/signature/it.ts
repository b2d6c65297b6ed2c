import type { SignatureMessages } from './fr.ts';

const signature: SignatureMessages = {
  modeLabel: 'Come firmare',
  draw: 'Disegna',
  type: 'Scrivi il mio nome',
  padLabel: 'Area della firma: disegna con il dito, una penna o il mouse',
  clear: 'Cancella',
  typedLabel: 'Il tuo nome, come apparirà nella firma',
  consent: 'Ho letto il documento e lo firmo elettronicamente.',
  consentRequired: 'Spunta la casella per accettare prima di firmare.',
  signatureRequired: 'Disegna la tua firma o scrivi il tuo nome.',
  submit: 'Firma',
  codeLabel: 'Codice ricevuto per e-mail',
  codeHint: 'Inserisci il codice di 6 cifre inviato a {{email}}. È valido per 10 minuti.',
  codeResend: 'Invia un nuovo codice',
  codeSubmit: 'Conferma il codice',
  readTitle: 'Leggi il documento',
  download: 'Scarica il PDF',
  openFull: 'Apri a schermo intero',
};
export default signature;

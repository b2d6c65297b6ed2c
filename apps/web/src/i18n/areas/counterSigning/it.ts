import type { CounterSigningMessages } from './fr.ts';

const counterSigning: CounterSigningMessages = {
  signAtCounter: 'Firma al banco',
  signDocument: 'Far firmare {{name}} al banco',
  dialogTitle: 'Firma al banco',
  signerName: 'Nome del firmatario',
  signerNameRequired: 'Indica il nome del firmatario.',
  customerStep: 'Il cliente firma',
  employeeStep: 'Il dipendente firma',
  handTablet: 'Passa il tablet al cliente.',
  stepOf: 'Passo {{step}} di {{count}}',
  signed: 'Firmato',
  signedOn: 'Firmato il {{date}}',
  done: 'Il documento è firmato.',
  reportTitle: 'Firme',
  reportHint: 'Il cliente e poi tu firmate il rapporto su questo tablet.',
  reportNeedsPdf: 'Crea il PDF del rapporto prima di farlo firmare.',
  signReport: 'Far firmare il rapporto',
  close: 'Chiudi',
  settingsTitle: 'Firma elettronica',
  requireCode: 'Chiedi un codice monouso inviato per e-mail per le firme',
  requireCodeHint:
    'Il cliente che firma dal link del suo ordine inserisce prima un codice ricevuto per e-mail. Al banco basta il dipendente presente.',
  saved: 'Impostazione salvata',
};
export default counterSigning;

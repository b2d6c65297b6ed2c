import type { SignatureMessages } from './fr.ts';

const signature: SignatureMessages = {
  modeLabel: 'How to sign',
  draw: 'Draw',
  type: 'Type my name',
  padLabel: 'Signature area: draw with your finger, a pen or the mouse',
  clear: 'Clear',
  typedLabel: 'Your name, as it will appear as your signature',
  consent: 'I have read the document and I sign it electronically.',
  consentRequired: 'Tick the box to agree before signing.',
  signatureRequired: 'Draw your signature or type your name.',
  submit: 'Sign',
  codeLabel: 'Code received by email',
  codeHint: 'Enter the 6-digit code sent to {{email}}. It is valid for 10 minutes.',
  codeResend: 'Send a new code',
  codeSubmit: 'Confirm the code',
  readTitle: 'Read the document',
  download: 'Download the PDF',
  openFull: 'Open full screen',
};
export default signature;

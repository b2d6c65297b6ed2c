import type { CounterSigningMessages } from './fr.ts';

const counterSigning: CounterSigningMessages = {
  signAtCounter: 'Sign at the counter',
  signDocument: 'Have {{name}} signed at the counter',
  dialogTitle: 'Signing at the counter',
  signerName: "Signer's name",
  signerNameRequired: "Enter the signer's name.",
  customerStep: 'The customer signs',
  employeeStep: 'The employee signs',
  handTablet: 'Hand the tablet to the customer.',
  stepOf: 'Step {{step}} of {{count}}',
  signed: 'Signed',
  signedOn: 'Signed on {{date}}',
  done: 'The document is signed.',
  reportTitle: 'Signatures',
  reportHint: 'The customer, then you, sign the report on this tablet.',
  reportNeedsPdf: 'Create the report PDF before having it signed.',
  signReport: 'Have the report signed',
  close: 'Close',
  settingsTitle: 'Electronic signature',
  requireCode: 'Require a one-time code by email for signatures',
  requireCodeHint:
    "A customer signing from their order's link first enters a code received by email. At the counter, the employee present is enough.",
  saved: 'Setting saved',
};
export default counterSigning;

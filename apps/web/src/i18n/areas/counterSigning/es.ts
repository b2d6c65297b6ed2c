import type { CounterSigningMessages } from './fr.ts';

const counterSigning: CounterSigningMessages = {
  signAtCounter: 'Firmar en el mostrador',
  signDocument: 'Hacer firmar {{name}} en el mostrador',
  dialogTitle: 'Firma en el mostrador',
  signerName: 'Nombre del firmante',
  signerNameRequired: 'Indique el nombre del firmante.',
  customerStep: 'El cliente firma',
  employeeStep: 'El empleado firma',
  handTablet: 'Entregue la tableta al cliente.',
  stepOf: 'Paso {{step}} de {{count}}',
  signed: 'Firmado',
  signedOn: 'Firmado el {{date}}',
  done: 'El documento está firmado.',
  reportTitle: 'Firmas',
  reportHint: 'El cliente y después usted firman el informe en esta tableta.',
  reportNeedsPdf: 'Cree el PDF del informe antes de hacerlo firmar.',
  signReport: 'Hacer firmar el informe',
  close: 'Cerrar',
  settingsTitle: 'Firma electrónica',
  requireCode: 'Pedir un código de un solo uso enviado por correo electrónico para las firmas',
  requireCodeHint:
    'El cliente que firma desde el enlace de su pedido introduce primero un código recibido por correo electrónico. En el mostrador basta con el empleado presente.',
  saved: 'Ajuste guardado',
};
export default counterSigning;

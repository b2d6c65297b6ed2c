import type { SignatureMessages } from './fr.ts';

const signature: SignatureMessages = {
  modeLabel: 'Cómo firmar',
  draw: 'Dibujar',
  type: 'Escribir mi nombre',
  padLabel: 'Zona de firma: dibuje con el dedo, un lápiz o el ratón',
  clear: 'Borrar',
  typedLabel: 'Su nombre, tal como aparecerá como firma',
  consent: 'He leído el documento y lo firmo electrónicamente.',
  consentRequired: 'Marque la casilla para aceptar antes de firmar.',
  signatureRequired: 'Dibuje su firma o escriba su nombre.',
  submit: 'Firmar',
  codeLabel: 'Código recibido por correo',
  codeHint: 'Introduzca el código de 6 cifras enviado a {{email}}. Es válido durante 10 minutos.',
  codeResend: 'Enviar un código nuevo',
  codeSubmit: 'Confirmar el código',
  readTitle: 'Leer el documento',
  download: 'Descargar el PDF',
  openFull: 'Abrir a pantalla completa',
};
export default signature;

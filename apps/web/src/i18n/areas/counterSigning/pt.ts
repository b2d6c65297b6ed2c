import type { CounterSigningMessages } from './fr.ts';

const counterSigning: CounterSigningMessages = {
  signAtCounter: 'Assinar ao balcão',
  signDocument: 'Mandar assinar {{name}} ao balcão',
  dialogTitle: 'Assinatura ao balcão',
  signerName: 'Nome do signatário',
  signerNameRequired: 'Indique o nome do signatário.',
  customerStep: 'O cliente assina',
  employeeStep: 'O funcionário assina',
  handTablet: 'Entregue o tablet ao cliente.',
  stepOf: 'Passo {{step}} de {{count}}',
  signed: 'Assinado',
  signedOn: 'Assinado em {{date}}',
  done: 'O documento está assinado.',
  reportTitle: 'Assinaturas',
  reportHint: 'O cliente e depois você assinam o relatório neste tablet.',
  reportNeedsPdf: 'Crie o PDF do relatório antes de o mandar assinar.',
  signReport: 'Mandar assinar o relatório',
  close: 'Fechar',
  settingsTitle: 'Assinatura eletrónica',
  requireCode: 'Pedir um código único enviado por e-mail para as assinaturas',
  requireCodeHint:
    'O cliente que assina a partir da ligação da encomenda introduz primeiro um código recebido por e-mail. Ao balcão, basta o funcionário presente.',
  saved: 'Definição guardada',
};
export default counterSigning;

import type { SignatureMessages } from './fr.ts';

const signature: SignatureMessages = {
  modeLabel: 'Como assinar',
  draw: 'Desenhar',
  type: 'Escrever o meu nome',
  padLabel: 'Zona de assinatura: desenhe com o dedo, uma caneta ou o rato',
  clear: 'Apagar',
  typedLabel: 'O seu nome, tal como aparecerá como assinatura',
  consent: 'Li o documento e assino-o eletronicamente.',
  consentRequired: 'Marque a caixa para aceitar antes de assinar.',
  signatureRequired: 'Desenhe a sua assinatura ou escreva o seu nome.',
  submit: 'Assinar',
  codeLabel: 'Código recebido por e-mail',
  codeHint: 'Introduza o código de 6 algarismos enviado para {{email}}. É válido durante 10 minutos.',
  codeResend: 'Enviar um novo código',
  codeSubmit: 'Confirmar o código',
  readTitle: 'Ler o documento',
  download: 'Descarregar o PDF',
  openFull: 'Abrir em ecrã inteiro',
};
export default signature;

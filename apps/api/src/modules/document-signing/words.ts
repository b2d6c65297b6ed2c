/** What the signer reads and ticks, and the events of the audit page, in the signer's language. */
interface SigningWords {
  consent: string;
  codeChecked: (email: string) => string;
  signedFromLink: string;
}

const WORDS: Record<string, SigningWords> = {
  en: {
    consent:
      'I have read this document and I sign it electronically; my signature binds me as a handwritten one would.',
    codeChecked: (email) => `One-time code sent to ${email} entered`,
    signedFromLink: "Signed from the order's link",
  },
  fr: {
    consent:
      "J'ai lu ce document et je le signe électroniquement ; ma signature m'engage comme une signature manuscrite.",
    codeChecked: (email) => `Code à usage unique envoyé à ${email} saisi`,
    signedFromLink: 'Signé depuis le lien de la commande',
  },
  es: {
    consent: 'He leído este documento y lo firmo electrónicamente; mi firma me obliga como una firma manuscrita.',
    codeChecked: (email) => `Código de un solo uso enviado a ${email} introducido`,
    signedFromLink: 'Firmado desde el enlace del pedido',
  },
  pt: {
    consent:
      'Li este documento e assino-o eletronicamente; a minha assinatura vincula-me como uma assinatura manuscrita.',
    codeChecked: (email) => `Código único enviado para ${email} introduzido`,
    signedFromLink: 'Assinado a partir da ligação da encomenda',
  },
  it: {
    consent: 'Ho letto questo documento e lo firmo elettronicamente; la mia firma mi impegna come una firma autografa.',
    codeChecked: (email) => `Codice monouso inviato a ${email} inserito`,
    signedFromLink: "Firmato dal link dell'ordine",
  },
};

export const signingWords = (language: string): SigningWords => WORDS[language] ?? WORDS.en;

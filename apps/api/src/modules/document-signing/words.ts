/** What the signer reads and ticks, and the events of the audit page, in the signer's language. */
interface SigningWords {
  consent: string;
  codeChecked: (email: string) => string;
  signedFromLink: string;
  signedAtCounter: (employee: string) => string;
  /** What the employee confirms when signing a condition report. */
  employeeConsent: string;
}

const WORDS: Record<string, SigningWords> = {
  en: {
    consent:
      'I have read this document and I sign it electronically; my signature binds me as a handwritten one would.',
    codeChecked: (email) => `One-time code sent to ${email} entered`,
    signedFromLink: "Signed from the order's link",
    signedAtCounter: (employee) => `Signed at the counter in front of ${employee}`,
    employeeConsent: 'I confirm the condition of the equipment as recorded in this report.',
  },
  fr: {
    consent:
      "J'ai lu ce document et je le signe électroniquement ; ma signature m'engage comme une signature manuscrite.",
    codeChecked: (email) => `Code à usage unique envoyé à ${email} saisi`,
    signedFromLink: 'Signé depuis le lien de la commande',
    signedAtCounter: (employee) => `Signé au comptoir devant ${employee}`,
    employeeConsent: "Je confirme l'état du matériel tel qu'il est consigné dans ce rapport.",
  },
  es: {
    consent: 'He leído este documento y lo firmo electrónicamente; mi firma me obliga como una firma manuscrita.',
    codeChecked: (email) => `Código de un solo uso enviado a ${email} introducido`,
    signedFromLink: 'Firmado desde el enlace del pedido',
    signedAtCounter: (employee) => `Firmado en el mostrador ante ${employee}`,
    employeeConsent: 'Confirmo el estado del material tal como consta en este informe.',
  },
  pt: {
    consent:
      'Li este documento e assino-o eletronicamente; a minha assinatura vincula-me como uma assinatura manuscrita.',
    codeChecked: (email) => `Código único enviado para ${email} introduzido`,
    signedFromLink: 'Assinado a partir da ligação da encomenda',
    signedAtCounter: (employee) => `Assinado ao balcão perante ${employee}`,
    employeeConsent: 'Confirmo o estado do material tal como consta neste relatório.',
  },
  it: {
    consent: 'Ho letto questo documento e lo firmo elettronicamente; la mia firma mi impegna come una firma autografa.',
    codeChecked: (email) => `Codice monouso inviato a ${email} inserito`,
    signedFromLink: "Firmato dal link dell'ordine",
    signedAtCounter: (employee) => `Firmato al banco davanti a ${employee}`,
    employeeConsent: "Confermo lo stato dell'attrezzatura come registrato in questo rapporto.",
  },
};

export const signingWords = (language: string): SigningWords => WORDS[language] ?? WORDS.en;

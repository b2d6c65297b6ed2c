/** The audit page's words, in the five languages of the app (English when a language has none). */
export interface AuditWords {
  title: string;
  intro: string;
  signer: string;
  email: string;
  signedAt: string;
  ip: string;
  userAgent: string;
  consent: string;
  hashBefore: string;
  certificate: string;
  events: string;
  method: string;
  drawn: string;
  typed: string;
  closing: string;
}

const words: Record<string, AuditWords> = {
  en: {
    title: 'Electronic signature certificate',
    intro: 'This page records how the document above was signed.',
    signer: 'Signer',
    email: 'Email',
    signedAt: 'Signed at (UTC)',
    ip: 'IP address',
    userAgent: 'Device (user agent)',
    consent: 'Consent given',
    hashBefore: 'SHA-256 of the document before signing',
    certificate: 'Signing certificate (SHA-256 fingerprint)',
    events: 'Events',
    method: 'Signature',
    drawn: 'drawn by hand',
    typed: 'typed name',
    closing: 'The whole file carries a digital signature: any change after signing shows in a PDF reader.',
  },
  fr: {
    title: 'Certificat de signature électronique',
    intro: 'Cette page consigne la manière dont le document ci-dessus a été signé.',
    signer: 'Signataire',
    email: 'E-mail',
    signedAt: 'Signé le (UTC)',
    ip: 'Adresse IP',
    userAgent: 'Appareil (agent utilisateur)',
    consent: 'Consentement donné',
    hashBefore: 'SHA-256 du document avant signature',
    certificate: 'Certificat de signature (empreinte SHA-256)',
    events: 'Événements',
    method: 'Signature',
    drawn: 'tracée à la main',
    typed: 'nom saisi',
    closing:
      'Le fichier entier porte une signature numérique : toute modification après signature apparaît dans un lecteur PDF.',
  },
  es: {
    title: 'Certificado de firma electrónica',
    intro: 'Esta página registra cómo se firmó el documento anterior.',
    signer: 'Firmante',
    email: 'Correo electrónico',
    signedAt: 'Firmado el (UTC)',
    ip: 'Dirección IP',
    userAgent: 'Dispositivo (agente de usuario)',
    consent: 'Consentimiento otorgado',
    hashBefore: 'SHA-256 del documento antes de firmar',
    certificate: 'Certificado de firma (huella SHA-256)',
    events: 'Eventos',
    method: 'Firma',
    drawn: 'trazada a mano',
    typed: 'nombre escrito',
    closing:
      'Todo el archivo lleva una firma digital: cualquier cambio posterior a la firma se ve en un lector de PDF.',
  },
  pt: {
    title: 'Certificado de assinatura eletrónica',
    intro: 'Esta página regista como o documento acima foi assinado.',
    signer: 'Signatário',
    email: 'E-mail',
    signedAt: 'Assinado em (UTC)',
    ip: 'Endereço IP',
    userAgent: 'Dispositivo (agente do utilizador)',
    consent: 'Consentimento dado',
    hashBefore: 'SHA-256 do documento antes da assinatura',
    certificate: 'Certificado de assinatura (impressão digital SHA-256)',
    events: 'Eventos',
    method: 'Assinatura',
    drawn: 'desenhada à mão',
    typed: 'nome escrito',
    closing:
      'Todo o ficheiro tem uma assinatura digital: qualquer alteração após a assinatura aparece num leitor de PDF.',
  },
  it: {
    title: 'Certificato di firma elettronica',
    intro: 'Questa pagina registra come è stato firmato il documento precedente.',
    signer: 'Firmatario',
    email: 'E-mail',
    signedAt: 'Firmato il (UTC)',
    ip: 'Indirizzo IP',
    userAgent: 'Dispositivo (user agent)',
    consent: 'Consenso dato',
    hashBefore: 'SHA-256 del documento prima della firma',
    certificate: 'Certificato di firma (impronta SHA-256)',
    events: 'Eventi',
    method: 'Firma',
    drawn: 'tracciata a mano',
    typed: 'nome digitato',
    closing: "L'intero file porta una firma digitale: ogni modifica dopo la firma appare in un lettore PDF.",
  },
};

export const auditWords = (language: string | undefined): AuditWords => words[language ?? 'en'] ?? words.en;

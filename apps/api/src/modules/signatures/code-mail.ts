/** The one-time code mail, in the five languages (English when a language has no text). */
type CodeMail = (p: { code: string; company: string; minutes: number }) => { subject: string; text: string };

const mails: Record<string, CodeMail> = {
  en: ({ code, company, minutes }) => ({
    subject: `${code} is your code to sign with ${company}`,
    text: `Hello,\n\nTo sign your document with ${company}, enter this code: ${code}\n\nIt is valid for ${minutes} minutes. If you are not signing a document, ignore this mail: nothing will be signed without the code.`,
  }),
  fr: ({ code, company, minutes }) => ({
    subject: `${code} est votre code pour signer avec ${company}`,
    text: `Bonjour,\n\nPour signer votre document avec ${company}, saisissez ce code : ${code}\n\nIl est valable ${minutes} minutes. Si vous n'êtes pas en train de signer un document, ignorez ce message : rien ne sera signé sans ce code.`,
  }),
  es: ({ code, company, minutes }) => ({
    subject: `${code} es su código para firmar con ${company}`,
    text: `Hola:\n\nPara firmar su documento con ${company}, introduzca este código: ${code}\n\nEs válido durante ${minutes} minutos. Si no está firmando ningún documento, ignore este correo: no se firmará nada sin el código.`,
  }),
  pt: ({ code, company, minutes }) => ({
    subject: `${code} é o seu código para assinar com ${company}`,
    text: `Olá,\n\nPara assinar o seu documento com ${company}, introduza este código: ${code}\n\nÉ válido durante ${minutes} minutos. Se não está a assinar nenhum documento, ignore este e-mail: nada será assinado sem o código.`,
  }),
  it: ({ code, company, minutes }) => ({
    subject: `${code} è il tuo codice per firmare con ${company}`,
    text: `Buongiorno,\n\nPer firmare il tuo documento con ${company}, inserisci questo codice: ${code}\n\nÈ valido per ${minutes} minuti. Se non stai firmando un documento, ignora questa e-mail: nulla sarà firmato senza il codice.`,
  }),
};

export const renderCodeMail = (language: string | undefined, params: Parameters<CodeMail>[0]) =>
  (mails[language ?? 'en'] ?? mails.en)(params);

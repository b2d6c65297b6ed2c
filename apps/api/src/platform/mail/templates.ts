/** Texts of the account mails, by language (English when a language has no text). */
type Template = (p: { name: string; link: string; company?: string }) => { subject: string; text: string };

const templates: Record<string, Record<string, Template>> = {
  passwordReset: {
    en: ({ name, link }) => ({
      subject: 'Reset your Hirebase password',
      text: `Hello ${name},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for it, ignore this mail: your password stays the same.`,
    }),
    fr: ({ name, link }) => ({
      subject: 'Réinitialisez votre mot de passe Hirebase',
      text: `Bonjour ${name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.`,
    }),
  },
  accountValidation: {
    en: ({ name, link, company }) => ({
      subject: company ? `You are invited to ${company} on Hirebase` : 'Activate your Hirebase account',
      text: `Hello ${name},\n\n${company ? `${company} gave you access to its Hirebase dashboard. ` : ''}To activate your account and choose your password, open this link within 7 days:\n${link}`,
    }),
    fr: ({ name, link, company }) => ({
      subject: company ? `Vous êtes invité·e chez ${company} sur Hirebase` : 'Activez votre compte Hirebase',
      text: `Bonjour ${name},\n\n${company ? `${company} vous a donné accès à son tableau de bord Hirebase. ` : ''}Pour activer votre compte et choisir votre mot de passe, ouvrez ce lien dans les 7 jours :\n${link}`,
    }),
  },
  companyInvitation: {
    en: ({ name, link, company }) => ({
      subject: `${company} invites you to its Hirebase dashboard`,
      text: `Hello ${name},\n\n${company} invites you to work in its Hirebase dashboard. You join only if you accept: open this link within 7 days, then log in with your usual account:\n${link}\n\nIf you do not know this company, ignore this mail.`,
    }),
    fr: ({ name, link, company }) => ({
      subject: `${company} vous invite sur son tableau de bord Hirebase`,
      text: `Bonjour ${name},\n\n${company} vous invite à travailler dans son tableau de bord Hirebase. Vous ne le rejoignez que si vous acceptez : ouvrez ce lien dans les 7 jours, puis connectez-vous avec votre compte habituel :\n${link}\n\nSi vous ne connaissez pas cette entreprise, ignorez ce message.`,
    }),
  },
  emailValidation: {
    en: ({ name, link }) => ({
      subject: 'Confirm your email address',
      text: `Hello ${name},\n\nWelcome! Confirm your email address by opening this link:\n${link}`,
    }),
    fr: ({ name, link }) => ({
      subject: 'Confirmez votre adresse e-mail',
      text: `Bonjour ${name},\n\nBienvenue ! Confirmez votre adresse e-mail en ouvrant ce lien :\n${link}`,
    }),
  },
};

export function renderAccountMail(template: keyof typeof templates, language: string, params: Parameters<Template>[0]) {
  const byLanguage = templates[template];
  return (byLanguage[language] ?? byLanguage.en)(params);
}

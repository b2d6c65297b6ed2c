import type { InvitationsMessages } from './fr.ts';

const invitations: InvitationsMessages = {
  pending: {
    title: 'Inviti in attesa',
    intro:
      'Queste persone hanno già un account Hirebase: entrano nel team quando accettano il link ricevuto via e-mail.',
    email: 'E-mail',
    role: 'Ruolo',
    invitedAt: 'Invitata il',
    invitedBy: 'Da',
    expiresAt: 'Valido fino al',
    expired: 'Scaduto',
    unknownInviter: '—',
    resend: 'Invia di nuovo',
    resendOne: "Invia di nuovo l'invito a {{email}}",
    resent: 'Un nuovo invito è stato inviato a {{email}}',
    cancel: 'Annulla',
    cancelOne: "Annulla l'invito di {{email}}",
    cancelled: "L'invito di {{email}} è annullato",
  },
  decline: {
    action: "Rifiuta l'invito",
    done: "Hai rifiutato l'invito di {{company}}. Non entri nell'azienda.",
  },
};

export default invitations;

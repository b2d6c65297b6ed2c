/** Invitations to join a company: the pending ones in the employees screen, declining one from its link. French. */
const invitations = {
  pending: {
    title: 'Invitations en attente',
    intro:
      "Ces personnes ont déjà un compte Hirebase : elles rejoignent l'équipe quand elles acceptent le lien reçu par e-mail.",
    email: 'E-mail',
    role: 'Rôle',
    invitedAt: 'Invitée le',
    invitedBy: 'Par',
    expiresAt: "Valable jusqu'au",
    expired: 'Expirée',
    unknownInviter: '—',
    resend: 'Renvoyer',
    resendOne: "Renvoyer l'invitation à {{email}}",
    resent: 'Une nouvelle invitation a été envoyée à {{email}}',
    cancel: 'Annuler',
    cancelOne: "Annuler l'invitation de {{email}}",
    cancelled: "L'invitation de {{email}} est annulée",
  },
  decline: {
    action: "Refuser l'invitation",
    done: "Vous avez refusé l'invitation de {{company}}. Vous ne rejoignez pas l'entreprise.",
  },
};

export type InvitationsMessages = typeof invitations;
export default invitations;

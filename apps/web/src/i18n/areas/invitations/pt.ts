import type { InvitationsMessages } from './fr.ts';

const invitations: InvitationsMessages = {
  pending: {
    title: 'Convites pendentes',
    intro: 'Estas pessoas já têm uma conta Hirebase: entram na equipa quando aceitam a ligação recebida por e-mail.',
    email: 'E-mail',
    role: 'Função',
    invitedAt: 'Convidada em',
    invitedBy: 'Por',
    expiresAt: 'Válido até',
    expired: 'Expirado',
    unknownInviter: '—',
    resend: 'Reenviar',
    resendOne: 'Reenviar o convite a {{email}}',
    resent: 'Foi enviado um novo convite a {{email}}',
    cancel: 'Anular',
    cancelOne: 'Anular o convite de {{email}}',
    cancelled: 'O convite de {{email}} foi anulado',
  },
  decline: {
    action: 'Recusar o convite',
    done: 'Recusou o convite de {{company}}. Não entra na empresa.',
  },
};

export default invitations;

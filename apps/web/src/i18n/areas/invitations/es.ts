import type { InvitationsMessages } from './fr.ts';

const invitations: InvitationsMessages = {
  pending: {
    title: 'Invitaciones pendientes',
    intro:
      'Estas personas ya tienen una cuenta Hirebase: se unen al equipo cuando aceptan el enlace recibido por correo.',
    email: 'Correo electrónico',
    role: 'Rol',
    invitedAt: 'Invitada el',
    invitedBy: 'Por',
    expiresAt: 'Válida hasta',
    expired: 'Caducada',
    unknownInviter: '—',
    resend: 'Reenviar',
    resendOne: 'Reenviar la invitación a {{email}}',
    resent: 'Se ha enviado una nueva invitación a {{email}}',
    cancel: 'Anular',
    cancelOne: 'Anular la invitación de {{email}}',
    cancelled: 'La invitación de {{email}} está anulada',
  },
  decline: {
    action: 'Rechazar la invitación',
    done: 'Has rechazado la invitación de {{company}}. No te unes a la empresa.',
  },
};

export default invitations;

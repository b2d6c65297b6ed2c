import type { InvitationsMessages } from './fr.ts';

const invitations: InvitationsMessages = {
  pending: {
    title: 'Pending invitations',
    intro:
      'These people already have a Hirebase account: they join the team once they accept the link they were emailed.',
    email: 'Email',
    role: 'Role',
    invitedAt: 'Invited on',
    invitedBy: 'By',
    expiresAt: 'Valid until',
    expired: 'Expired',
    unknownInviter: '—',
    resend: 'Resend',
    resendOne: 'Resend the invitation to {{email}}',
    resent: 'A new invitation was sent to {{email}}',
    cancel: 'Cancel',
    cancelOne: 'Cancel the invitation of {{email}}',
    cancelled: 'The invitation of {{email}} is cancelled',
  },
  decline: {
    action: 'Decline the invitation',
    done: "You declined the invitation from {{company}}. You don't join the company.",
  },
};

export default invitations;

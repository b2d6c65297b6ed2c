import type { DefaultTexts } from './types.ts';

export const en: DefaultTexts = {
  ORDER_CONFIRMED: {
    subject: '{{company.name}}: your booking #{{order.number}} is confirmed',
    body: `Hello {{customer.firstName}},

Thank you for your booking! We are pleased to confirm rental #{{order.number}}, from {{order.start}} to {{order.end}}.

You can see your booking, your documents and your payments at any time from your customer area:

[View my booking]({{order.link}})

See you soon,
The {{company.name}} team`,
  },
  REMINDER_BEFORE_START: {
    subject: 'Reminder: your rental with {{company.name}} starts soon',
    body: `Hello {{customer.firstName}},

A quick reminder: your rental #{{order.number}} starts on {{order.start}}. We look forward to seeing you!

Please bring an ID document. If your plans change, let us know as soon as possible.

[View my booking]({{order.link}})

See you soon,
The {{company.name}} team`,
  },
  RETURN_DUE: {
    subject: '{{company.name}}: your rental is due back today',
    body: `Hello {{customer.firstName}},

We hope everything is going well! Your rental #{{order.number}} ends on {{order.end}}: please bring the equipment back by then.

Would you like to keep it longer? Just reply to this email or give us a call and we will see what we can do.

[View my booking]({{order.link}})

The {{company.name}} team`,
  },
  LATE: {
    subject: '{{company.name}}: your rental #{{order.number}} is overdue',
    body: `Hello {{customer.firstName}},

Your rental #{{order.number}} was due to end on {{order.end}} and the equipment has not been returned yet.

Please bring it back as soon as possible or contact us to agree on a solution. Late fees may apply under our terms and conditions.

[View my booking]({{order.link}})

The {{company.name}} team`,
  },
  CANCELLATION: {
    subject: '{{company.name}}: your booking #{{order.number}} is cancelled',
    body: `Hello {{customer.firstName}},

This confirms that your booking #{{order.number}}, planned from {{order.start}} to {{order.end}}, has been cancelled.

If a refund is due, it will be made to your original payment method. If you have any questions, simply reply to this email.

[View my booking]({{order.link}})

We hope to see you again soon,
The {{company.name}} team`,
  },
  REVIEW_REQUEST: {
    subject: 'Your opinion matters to {{company.name}}',
    body: `Hello {{customer.firstName}},

Thank you for renting with {{company.name}}! We hope you enjoyed it.

Your review helps us a lot and helps other customers choose us: it only takes a minute.

[Leave a review]({{review.link}})

Thank you and see you soon,
The {{company.name}} team`,
  },
  DOCUMENT_TO_SIGN: {
    subject: '{{company.name}}: a document to sign for your booking #{{order.number}}',
    body: `Hello {{customer.firstName}},

The document "{{document.name}}" for your booking #{{order.number}} is ready. You can read and sign it online, from your phone or your computer:

[Read and sign]({{document.link}})

The {{company.name}} team`,
  },
  CONDITION_REPORT: {
    subject: '{{company.name}}: condition report for your rental #{{order.number}}',
    body: `Hello {{customer.firstName}},

Here is the condition report "{{document.name}}" made for your rental #{{order.number}}. Please keep it: it records the condition of the equipment.

[View the condition report]({{document.link}})

The {{company.name}} team`,
  },
  DEPOSIT_RECEIPT: {
    subject: '{{company.name}}: receipt for your deposit, booking #{{order.number}}',
    body: `Hello {{customer.firstName}},

We have received your deposit of {{deposit.amount}} on {{deposit.date}} for your rental #{{order.number}}. It is held for the duration of the rental and given back when the equipment is returned in good condition.

[View my booking]({{order.link}})

The {{company.name}} team`,
  },
  DEPOSIT_EXPIRING: {
    subject: '{{company.name}}: the hold of your deposit ends soon',
    body: `Hello {{customer.firstName}},

The deposit of {{deposit.amount}} taken on {{deposit.date}} for your rental #{{order.number}} will soon stop being held. Please contact us, or leave a new deposit, so that your rental can go on.

[View my booking]({{order.link}})

The {{company.name}} team`,
  },
  DEPOSIT_CARD_NEEDED: {
    subject: '{{company.name}}: please authorise a card for your deposit',
    body: `Hello {{customer.firstName}},

The hold of {{deposit.amount}} on your card, taken on {{deposit.date}} for your rental #{{order.number}}, could not be renewed: your bank refused it. Please authorise a card again for your deposit so that your rental can go on.

[Authorise a card]({{order.link}})

The {{company.name}} team`,
  },
  PAYMENT_LINK: {
    subject: '{{company.name}}: your payment link, booking #{{order.number}}',
    body: `Hello {{customer.firstName}},

Here is your link to pay {{link.amount}} for your rental #{{order.number}}. It can be used until {{link.expiry}}.

[Pay {{link.amount}}]({{link.url}})

The {{company.name}} team`,
  },
  DEPOSIT_LINK: {
    subject: '{{company.name}}: your deposit, booking #{{order.number}}',
    body: `Hello {{customer.firstName}},

For your rental #{{order.number}} we ask for a deposit of {{link.amount}}. It is held on your card: nothing is charged as long as the equipment comes back in good condition. The link can be used until {{link.expiry}}.

[Leave my deposit]({{link.url}})

The {{company.name}} team`,
  },
};

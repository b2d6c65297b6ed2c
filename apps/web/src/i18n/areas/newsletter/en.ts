import type { NewsletterMessages } from './fr.ts';

const newsletter: NewsletterMessages = {
  noToken: 'This link is incomplete: open it from the mail you received.',
  confirm: {
    title: 'Confirm your subscription',
    text: 'Confirm that you want to receive this newsletter.',
    submit: 'I confirm',
    done: 'Done: you will receive the newsletter. Each one has a link to unsubscribe.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    text: 'You will no longer receive this newsletter.',
    submit: 'Unsubscribe me',
    done: 'Done: you are unsubscribed.',
  },
};

export default newsletter;

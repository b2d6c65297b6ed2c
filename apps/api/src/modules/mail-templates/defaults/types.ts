import type { MailEvent } from '../events.ts';

export type DefaultTexts = Record<MailEvent, { subject: string; body: string }>;

import type { MailEvent, MailLanguage } from '../events.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';
import type { DefaultTexts } from './types.ts';

/** The built-in texts every company starts with: a company's edit makes its own copy (decision in docs). */
export const DEFAULT_TEXTS: Record<MailLanguage, DefaultTexts> = { fr, en, es, pt, it };

export const defaultText = (event: MailEvent, language: MailLanguage) => DEFAULT_TEXTS[language][event];

import 'i18next';
import type { AllMessages } from './messages.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AllMessages };
  }
}

/** Dates shown in the interface language: the app's format helpers (format/), under their older names here. */
export { formatDate, formatDateTime } from '../format/index.ts';

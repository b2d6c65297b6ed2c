import type { RightsMessages } from './fr.ts';

const rights: RightsMessages = {
  readOnlyTitle: 'Sola lettura',
  readOnly:
    'Il suo accesso «{{area}}» permette di consultare, non di modificare. Un gestore può darle l’accesso in scrittura.',
  needsWrite: 'Richiede l’accesso in scrittura a «{{area}}»',
  noAccess: 'Il suo accesso non comprende «{{area}}». Un gestore può concederglielo.',
  managersOnly: 'Riservato ai gestori',
};

export default rights;

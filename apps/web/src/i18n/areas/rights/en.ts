import type { RightsMessages } from './fr.ts';

const rights: RightsMessages = {
  readOnlyTitle: 'Read-only',
  readOnly: 'Your “{{area}}” access lets you view, not change. A manager can give you write access.',
  needsWrite: 'Needs write access to “{{area}}”',
  noAccess: 'Your access does not include “{{area}}”. A manager can give it to you.',
  managersOnly: 'Managers only',
};

export default rights;

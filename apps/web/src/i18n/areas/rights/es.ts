import type { RightsMessages } from './fr.ts';

const rights: RightsMessages = {
  readOnlyTitle: 'Solo lectura',
  readOnly: 'Su acceso «{{area}}» permite consultar, no modificar. Un gerente puede darle acceso de escritura.',
  needsWrite: 'Requiere acceso de escritura a «{{area}}»',
  noAccess: 'Su acceso no incluye «{{area}}». Un gerente puede dárselo.',
  managersOnly: 'Solo para gerentes',
};

export default rights;

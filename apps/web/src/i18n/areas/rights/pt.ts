import type { RightsMessages } from './fr.ts';

const rights: RightsMessages = {
  readOnlyTitle: 'Só de leitura',
  readOnly: 'O seu acesso «{{area}}» permite consultar, não alterar. Um gerente pode dar-lhe acesso de escrita.',
  needsWrite: 'Requer acesso de escrita a «{{area}}»',
  noAccess: 'O seu acesso não inclui «{{area}}». Um gerente pode concedê-lo.',
  managersOnly: 'Reservado aos gerentes',
};

export default rights;

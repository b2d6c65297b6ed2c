import type { SettingsMessages } from './fr.ts';

const settings: SettingsMessages = {
  title: 'Configuración',
};

export default settings;

import type { SettingsMessages } from './fr.ts';

const settings: SettingsMessages = {
  title: 'Impostazioni',
};

export default settings;

import type { SettingsMessages } from './fr.ts';

const settings: SettingsMessages = {
  title: 'Definições',
};

export default settings;

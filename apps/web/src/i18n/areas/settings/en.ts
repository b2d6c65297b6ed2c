import type { SettingsMessages } from './fr.ts';

const settings: SettingsMessages = {
  title: 'Settings',
};

export default settings;

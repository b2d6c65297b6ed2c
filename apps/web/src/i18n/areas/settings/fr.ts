/** Settings screens, French (the reference: other languages have exactly these keys). */
const settings = {
  title: 'Paramètres',
};

export type SettingsMessages = typeof settings;
export default settings;

import { describe, expect, it } from 'vitest';
import i18n, { loadArea, setLanguage } from './index.ts';

// setup.ts puts every word in i18next; here the store starts empty again to see what each step brings.
describe('words loaded on demand', () => {
  it('brings the shared words of a language on a switch, and the words of an area only with it', async () => {
    for (const language of ['fr', 'en', 'es', 'pt', 'it']) i18n.removeResourceBundle(language, 'translation');

    await setLanguage('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('nav.orders')).toBe('Pedidos');
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    expect(i18n.exists('orders.title')).toBe(false);

    await loadArea('orders');
    expect(i18n.t('orders.title')).toBe('Pedidos');
    expect(i18n.exists('catalogue.title')).toBe(false);

    // an area in use comes along when the language changes
    await setLanguage('it');
    expect(i18n.t('orders.title')).toBe('Ordini');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem('hirebase.language')).toBe('it');
  });
});

import { describe, expect, it } from 'vitest';
import i18n, { loadArea, loadSharedWords, setLanguage } from './index.ts';

// setup.ts puts every word in i18next; here the store starts empty again to see what each step brings.
describe('words loaded on demand', () => {
  it('brings the first-render words of a language on a switch, the shared and area words only once in use', async () => {
    for (const language of ['fr', 'en', 'es', 'pt', 'it']) i18n.removeResourceBundle(language, 'translation');

    await setLanguage('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('common.password')).toBe('Contraseña');
    expect(i18n.exists('nav.orders')).toBe(false);
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);

    await loadSharedWords();
    expect(i18n.t('nav.orders')).toBe('Pedidos');
    expect(i18n.exists('orders.title')).toBe(false);

    await loadArea('orders');
    expect(i18n.t('orders.title')).toBe('Pedidos');
    expect(i18n.exists('catalogue.title')).toBe(false);

    // the shared words and an area in use come along when the language changes
    await setLanguage('it');
    expect(i18n.t('orders.title')).toBe('Ordini');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('common.password')).toBe('Password');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem('hirebase.language')).toBe('it');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect.ts';

describe('the first language of the interface', () => {
  it("follows the browser's language on a first visit", () => {
    expect(detectLanguage(null, ['en-US', 'en'])).toBe('en');
    expect(detectLanguage(null, ['es-ES'])).toBe('es');
    expect(detectLanguage(null, ['pt-BR', 'en'])).toBe('pt');
    expect(detectLanguage(null, ['IT'])).toBe('it');
  });

  it('takes the first preferred language the app speaks', () => {
    expect(detectLanguage(null, ['de-DE', 'nl', 'it-CH', 'en'])).toBe('it');
  });

  it('is French when the browser asks for none that the app speaks, or says nothing', () => {
    expect(detectLanguage(null, ['de-DE', 'ja'])).toBe('fr');
    expect(detectLanguage(null, [])).toBe('fr');
  });

  it("then follows the user's choice, whatever the browser says", () => {
    expect(detectLanguage('pt', ['en-US', 'en'])).toBe('pt');
    expect(detectLanguage('fr', ['en-US'])).toBe('fr');
  });

  it('ignores a stored value that is not a language of the app', () => {
    expect(detectLanguage('de', ['en-US'])).toBe('en');
    expect(detectLanguage('', ['es'])).toBe('es');
  });
});

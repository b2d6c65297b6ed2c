import { cleanup } from '@testing-library/react';
import { afterEach, inject, vi } from 'vitest';
import i18n, { DEFAULT_LANGUAGE } from '../i18n/index.ts';

// Every word of every language (gathered once by test/global-setup.ts); screens render in French unless a test
// switches (the test browser says en-US).
for (const [language, words] of Object.entries(inject('allWords'))) {
  i18n.addResourceBundle(language, 'translation', words, true, true);
}
void i18n.changeLanguage(DEFAULT_LANGUAGE);

// Mantine reads media queries and observes sizes; jsdom has neither. (Node-environment tests skip all this.)
if (typeof window !== 'undefined') installDomPolyfills();

function installDomPolyfills() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

  Element.prototype.scrollIntoView ??= () => {};
  window.HTMLElement.prototype.scrollTo ??= () => {};
}

afterEach(() => {
  if (typeof window !== 'undefined') cleanup();
});

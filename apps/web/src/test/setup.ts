import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadAllWords } from '../i18n/all.ts';
import i18n, { DEFAULT_LANGUAGE } from '../i18n/index.ts';

// Every word of every language; screens render in French unless a test switches (jsdom's browser says en-US).
loadAllWords();
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

import { LANGUAGES, type Language } from '@hirebase/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, detectLanguage, isLanguage } from './detect.ts';
import { type Area, isArea } from './messages.ts';

export { DEFAULT_LANGUAGE, isLanguage };
export const LANGUAGE_STORAGE_KEY = 'hirebase.language';

type Bundle = { default: object };

// One chunk per language for the words of the first render (start/), one for the words the app's pages share, one
// per language and area for each area's words: a page downloads only the words of its language and of what it shows.
const startWords: Record<Language, () => Promise<Bundle>> = {
  fr: () => import('./start/fr.ts'),
  en: () => import('./start/en.ts'),
  es: () => import('./start/es.ts'),
  pt: () => import('./start/pt.ts'),
  it: () => import('./start/it.ts'),
};
const sharedWords: Record<Language, () => Promise<Bundle>> = {
  fr: () => import('./fr.ts'),
  en: () => import('./en.ts'),
  es: () => import('./es.ts'),
  pt: () => import('./pt.ts'),
  it: () => import('./it.ts'),
};
const areaWords = import.meta.glob<Bundle>(['./areas/*/*.ts', '!./areas/**/*.test.ts']);
/** What else follows the interface language once loaded (the date pickers' dayjs locale): fetched with its words. */
const languageFollowers: ((language: Language) => Promise<unknown>)[] = [];

/** Areas whose words the app has needed so far: a change of language loads them in the new language too. */
const areasInUse = new Set<Area>();
/** Whether the app's shared words are in use (not yet on a login page opened first). */
let sharedInUse = false;
const loaded = new Map<string, Promise<void>>();

function once(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loaded.get(key);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loaded.delete(key);
      throw error;
    });
    loaded.set(key, pending);
  }
  return pending;
}

const add = (language: Language, words: object) => i18n.addResourceBundle(language, 'translation', words, true, true);

function loadStart(language: Language): Promise<void> {
  return once(`${language}/start`, async () => {
    add(language, (await startWords[language]()).default);
  });
}

function loadShared(language: Language): Promise<void> {
  return once(language, async () => {
    add(language, (await sharedWords[language]()).default);
  });
}

function loadAreaIn(language: Language, area: Area): Promise<void> {
  return once(`${language}/${area}`, async () => {
    const file = areaWords[`./areas/${area}/${language}.ts`];
    if (!file) throw new Error(`No ${language} words for the ${area} area`);
    add(language, { [area]: (await file()).default });
  });
}

/** The words of the first render, the shared words and the areas' in use, in `language`, and what follows it. */
const loadLanguage = (language: Language) =>
  Promise.all([
    loadStart(language),
    ...(sharedInUse ? [loadShared(language)] : []),
    ...[...areasInUse].map((area) => loadAreaIn(language, area)),
    ...languageFollowers.map((follow) => follow(language)),
  ]).then(() => {});

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Loads the words the app's pages share (`fr.ts`…) in the current language, and from now on in every language. */
export function loadSharedWords(): Promise<void> {
  sharedInUse = true;
  return loadShared(currentLanguage());
}

/** Loads the words of a dashboard area in the current language; screens of the area render once it resolves. */
export function loadArea(area: Area): Promise<void> {
  areasInUse.add(area);
  return loadAreaIn(currentLanguage(), area);
}

/** A route's lazy import that also brings the words of its area (and of the areas whose screens it shows). */
export function withAreaWords<T>(areas: Area | Area[], load: () => Promise<T>): () => Promise<T> {
  const needed = Array.isArray(areas) ? areas : [areas];
  return () => Promise.all([load(), ...needed.map(loadArea)]).then(([module]) => module);
}

function storedLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/**
 * Loads what `load` brings for the current language now, and for each language the person switches to before
 * the switch: code that is not on every page (dayjs's locales come with the date pickers) follows the language.
 */
export function followLanguage(load: (language: Language) => Promise<unknown>): Promise<unknown> {
  languageFollowers.push(load);
  return load(currentLanguage());
}

function applyLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', applyLanguage);

const initialLanguage = detectLanguage(storedLanguage(), browserLanguages());

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // A screen that uses words of an area it did not load gets them on first use, and renders again.
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => {
    const group = key.split('.')[0];
    if (isArea(group)) {
      if (!areasInUse.has(group)) void loadArea(group);
    } else if (!sharedInUse) void loadSharedWords();
  },
  react: { bindI18nStore: 'added' },
});

/**
 * Resolves once the words of the first render are there in the first page's language; the app renders after it.
 * The shared words come with the app's code (`app/Entry.tsx`), so a login page opened first does without them.
 */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage).then(() => applyLanguage(i18n.language));

/** Switches the interface language and remembers it on this device. */
export async function setLanguage(language: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** Whether the person chose a language on this device (else the browser's is shown). */
export const hasChosenLanguage = () => isLanguage(storedLanguage() ?? '');

/** Shows the interface in `language` without remembering it: a page that knows its reader's language. */
export async function showLanguage(language: Language) {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export default i18n;

import type { Language } from '@hirebase/shared';
import type { AllMessages } from './messages.ts';

type Bundle = { default: object };

const shared = import.meta.glob<Bundle>(['./fr.ts', './en.ts', './es.ts', './pt.ts', './it.ts'], { eager: true });
const start = import.meta.glob<Bundle>('./start/*.ts', { eager: true });
const areas = import.meta.glob<Bundle>(['./areas/*/*.ts', '!./areas/**/*.test.ts'], { eager: true });

/**
 * Every word of every language, each as `t()` sees it (first-page and shared words, each area under its name). For tests and
 * checks only: the app loads one language and the areas it shows (index.ts).
 */
export const resources = Object.fromEntries(
  Object.entries(shared).map(([file, words]) => {
    const language = file.slice(2, -3) as Language;
    const areaWords = Object.entries(areas)
      .filter(([path]) => path.endsWith(`/${language}.ts`))
      .map(([path, module]) => [path.split('/')[2], module.default]);
    const startWords = start[`./start/${language}.ts`]?.default;
    return [language, { ...startWords, ...words.default, ...Object.fromEntries(areaWords) }];
  }),
) as Record<Language, AllMessages>;

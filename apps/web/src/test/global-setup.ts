import type { Language } from '@hirebase/shared';
import type { TestProject } from 'vitest/node';
import { resources } from '../i18n/all.ts';
import type { AllMessages } from '../i18n/messages.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every word of every language, gathered once for the whole run (test/setup.ts puts them in i18next). */
    allWords: Record<Language, AllMessages>;
  }
}

/**
 * The words' ~80 modules are read here once, in the main process, and handed to each test file as one plain
 * object: evaluating them again in every file was most of its setup.
 */
export default function setup(project: TestProject) {
  project.provide('allWords', structuredClone(resources));
}

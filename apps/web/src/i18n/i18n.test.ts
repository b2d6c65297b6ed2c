// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ACCESS_LEVELS,
  ACCESS_MODULES,
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  ARCHIVE_REASONS,
  LANGUAGES,
  USER_ROLES,
  VERTICALES,
} from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_KEYS, TRANSLATED_ERROR_CODES } from '../components/errors.ts';
import { resources } from './all.ts';

type Tree = { [key: string]: string | Tree };

/** { a: { b: 'x' } } → Map { 'a.b' → 'x' } */
function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/** For each language, the keys another language has and it lacks. */
function missingKeys(languages: Record<string, Tree>): Record<string, string[]> {
  const flat = Object.fromEntries(Object.entries(languages).map(([lng, tree]) => [lng, flatten(tree)]));
  const all = new Set(Object.values(flat).flatMap((keys) => [...keys.keys()]));
  return Object.fromEntries(
    Object.entries(flat).map(([lng, keys]) => [lng, [...all].filter((key) => !keys.has(key)).sort()]),
  );
}

/** Literal keys of `t('…')` calls in a source text (dynamic keys such as t(`a.${b}`) are skipped). */
function literalKeys(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(/\bt\(\s*(['"`])([\w.-]+)\1/g)) keys.push(match[2]);
  return keys;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const sourceFiles = (readdirSync(srcDir, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('i18n'))
  .map((file) => join(srcDir, file));

const languages = resources as unknown as Record<string, Tree>;
const fr = flatten(languages.fr);

/** i18next plural forms: `key_one`, `key_other`… stand for `key` in t() calls. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const frKeys = new Set([...fr.keys()].map((key) => key.replace(PLURAL, '')));

describe('translations', () => {
  it('exist for every supported language', () => {
    expect(Object.keys(languages).sort()).toEqual([...LANGUAGES].sort());
  });

  it('have the same keys in every language', () => {
    const missing = missingKeys(languages);
    expect(missing).toEqual(Object.fromEntries(Object.keys(languages).map((lng) => [lng, []])));
  });

  it('the completeness check does catch a key missing from one language', () => {
    const missing = missingKeys({ fr: { a: { b: 'x', c: 'y' } }, en: { a: { b: 'x' } } });
    expect(missing).toEqual({ fr: [], en: ['a.c'] });
  });

  it('have no empty text and the same {{variables}} as French', () => {
    const problems: string[] = [];
    for (const [lng, tree] of Object.entries(languages)) {
      for (const [key, text] of flatten(tree)) {
        if (!text.trim()) problems.push(`${lng}: ${key} is empty`);
        const reference = fr.get(key);
        if (reference !== undefined && variables(reference).join() !== variables(text).join()) {
          problems.push(`${lng}: ${key} has variables ${variables(text)} instead of ${variables(reference)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('cover every key used literally in the source', () => {
    expect(sourceFiles.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const file of sourceFiles) {
      for (const key of literalKeys(readFileSync(file, 'utf8'))) {
        if (!frKeys.has(key)) missing.push(`${relative(srcDir, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('write plurals as plural forms, never as "disponible(s)" or "richiesto/i"', () => {
    const i18nDir = fileURLToPath(new URL('.', import.meta.url));
    const wordFiles = (readdirSync(i18nDir, { recursive: true }) as string[]).filter(
      (file) =>
        /^(\w+|start\/\w+|areas\/\w+\/\w+)\.ts$/.test(file) && LANGUAGES.some((lng) => file.endsWith(`${lng}.ts`)),
    );
    expect(wordFiles.length).toBeGreaterThan(5 * 10);
    const pseudo: string[] = [];
    for (const file of wordFiles) {
      for (const match of readFileSync(join(i18nDir, file), 'utf8').matchAll(/[^\s'"]*(\((s|es|eis|x)\)|\w\/i\b)/g)) {
        pseudo.push(`${file}: ${match[0]}`);
      }
    }
    expect(pseudo).toEqual([]);
  });

  it("give each plural every form of its language's plural rules", () => {
    const problems: string[] = [];
    for (const [lng, tree] of Object.entries(languages)) {
      const forms = new Map<string, Set<string>>();
      for (const key of flatten(tree).keys()) {
        const match = key.match(PLURAL);
        if (match) forms.set(key.replace(PLURAL, ''), (forms.get(key.replace(PLURAL, '')) ?? new Set()).add(match[1]));
      }
      const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      for (const [key, has] of forms) {
        const lacking = needed.filter((form) => !has.has(form));
        if (lacking.length) problems.push(`${lng}: ${key} lacks ${lacking.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the source scan finds keys of t() calls', () => {
    expect(literalKeys(`t('a.b'); t("c.d", { x }); t(\`e.f\`); t(\`g.\${h}\`); format('x')`)).toEqual([
      'a.b',
      'c.d',
      'e.f',
    ]);
  });

  it('cover the keys built from enumerations', () => {
    const expected = [
      ...ACCESS_MODULES.map((m) => `access.modules.${m}`),
      ...ACCESS_LEVELS.map((l) => `access.levels.${l}`),
      ...ACCOUNT_STATUSES.map((s) => `admin.statuses.${s}`),
      ...ACCOUNT_TYPES.map((s) => `admin.accountTypes.${s}`),
      ...ARCHIVE_REASONS.map((r) => `admin.archiveReasons.${r}`),
      ...VERTICALES.map((v) => `admin.verticales.${v}`),
      ...USER_ROLES.map((r) => `admin.roles.${r}`),
      ...LANGUAGES.map((l) => `languages.${l}`),
      ...TRANSLATED_ERROR_CODES.map((c) => `errors.codes.${c}`),
      ...Object.values(FIELD_ERROR_KEYS),
      ...['dashboard', 'reconditioner', 'rentalPlace'].flatMap((v) => [`login.title.${v}`, `login.subtitle.${v}`]),
    ];
    expect(expected.filter((key) => !frKeys.has(key))).toEqual([]);
  });
});

import type { Plugin } from 'vite';

/** `@mantine/core/esm/components/Button/Button.module.mjs`: the class names of one component's style sheet. */
const STYLE_MODULE = /[\\/]@mantine[\\/](\w+)[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/** The style sheets every page needs, before any component's: reset, theme variables, global rules. */
const BASE = ['baseline', 'default-css-variables', 'global'].map((name) => `@mantine/core/styles/${name}.css`);
const EVERYTHING = ['@mantine/core/styles.css', '@mantine/dates/styles.css', '@mantine/notifications/styles.css'];

/**
 * Each Mantine component brings its own style sheet, into the chunk of the code that uses it: a page downloads the
 * CSS of the components it shows, not the whole library's (`@mantine/core/styles.css`, 38 KB gzip). The style sheet
 * is imported next to the component's class names (`X.module.mjs`; each has a `styles/X.css`); packages other than
 * core ship one sheet. The entry (`src/main.tsx`) gets the base sheets. The dev server pre-bundles Mantine without
 * running plugins on it, so there the entry imports every sheet instead.
 */
export function mantineStylesPerComponent(): Plugin {
  let serving = false;
  return {
    name: 'hirebase-mantine-styles-per-component',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (/[\\/]src[\\/]main\.tsx$/.test(id)) {
        const sheets = serving ? EVERYTHING : BASE;
        return { code: `${sheets.map((s) => `import '${s}';`).join('\n')}\n${code}`, map: null };
      }
      const match = id.match(STYLE_MODULE);
      if (!match) return null;
      const [, pkg, name] = match;
      const sheet = pkg === 'core' ? `@mantine/core/styles/${name}.css` : `@mantine/${pkg}/styles.css`;
      return { code: `${code}\nimport '${sheet}';\n`, map: null };
    },
  };
}

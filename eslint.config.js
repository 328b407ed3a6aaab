import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import direction of ARCHITECTURE.md: lib, config, components <- features <- routes, app;
// features never import each other; the server sees only the contract (src/contract).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  {
    target: './src/contract',
    from: [
      './src/lib',
      './src/config',
      './src/components',
      './src/features',
      './src/routes',
      './src/app',
    ],
    message:
      'The contract is the floor: the console and the server stand on it, it stands on nothing.',
  },
  ...['lib', 'config', 'components'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/routes', './src/app'],
    message: `${layer} sits below features, routes and app.`,
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: ['./src/features', './src/routes', './src/app'],
    except: [`./${feature}`],
    message: 'Features never import each other, routes or app: compose them in routes.',
  })),
  {
    target: './server',
    from: './src',
    // The contract floor (src/contract): every answer's, body's and list query's schema, the
    // spec's constants, decimal money, the rights declarations, the CSV writer and the dates.
    except: ['./contract'],
    message: 'The server stands on the contract (src/contract) only, never on the console.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/routeTree.gen.ts',
      'coverage',
      'test-results',
      'playwright-report',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no TypeScript module's imports and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import circles in the code that ships. The rule skips type-only imports, so type circles
    // (the six untied in issue 30) are kept out by review and madge; the generated route tree's
    // circle with the router is TanStack's own and stays out of lint (ignores above). Tests are
    // leaves nothing imports: walking the whole graph again from each of them cost 13 of lint's
    // 91 s (decision 058).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Accessibility by construction (issue 30): every control named, no click handler on what a
    // keyboard cannot reach. jsx-a11y 6.10.2 declares ESLint up to 9 but runs on 10 (the
    // package.json override; decision 057).
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling table or matrix is a named region the keyboard can scroll (axe's
      // scrollable-region-focusable asks for exactly that).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
      // Mantine inputs focus the field a step just asked for (the MFA code); plain DOM may not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  ...pluginQuery.configs['flat/recommended-strict'],
  ...pluginRouter.configs['flat/recommended'],
);

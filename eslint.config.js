import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import direction of ARCHITECTURE.md: lib, config, components <- features <- routes, app;
// features never import each other; the server sees only the contract schemas and the constants.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  {
    target: './src/contract',
    from: ['./src/lib', './src/config', './src/components', './src/features', './src/routes', './src/app'],
    message: 'The contract is the floor: the console and the server stand on it, it stands on nothing.',
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
    except: [
      // The contract floor (the rights declarations, the CSV writer, shared rules).
      './contract',
      ...features.flatMap((feature) => {
        const dir = new URL(`./src/features/${feature}/api`, import.meta.url);
        return existsSync(dir)
          ? readdirSync(dir)
              .filter((file) => file.endsWith('-schemas.ts'))
              .map((file) => `./features/${feature}/api/${file}`)
          : [];
      }),
      './lib/session/session-schemas.ts',
      './lib/api/error-body-schema.ts',
      './lib/api/address-schemas.ts',
      './lib/api/id-body-schema.ts',
      './lib/api/barcode-range-schemas.ts',
      './lib/api/validation-messages.ts',
      // The spec's constants (plain values, no imports), so both ends page and count alike.
      './config/constants.ts',
      // Decimal-string money (decision 043; no imports), so both ends sum and round alike.
      './lib/money.ts',
    ],
    message:
      'The server may import only the contract (src/contract and the schemas), config/constants.ts and lib/money.ts from src.',
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
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...pluginQuery.configs['flat/recommended-strict'],
  ...pluginRouter.configs['flat/recommended'],
);

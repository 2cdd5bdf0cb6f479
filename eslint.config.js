// npm run lint: ESLint with typescript-eslint's type-checked rules on every package's sources and tests, the web app,
// its end-to-end tests and the benchmarks. No rule is switched off for the tree: a finding is fixed in the code, or
// (rarely) disabled on its line with the reason beside it; a disable comment that no longer applies is itself an error.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'web/test-output/**', '**/*.d.ts'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}', 'web/e2e/**/*.ts', 'bench/**/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // The typecheck's own projects: they take the workspace packages' TypeScript sources (the "source" export
        // condition) and hold the tests, which each package's build tsconfig leaves out.
        project: ['./tsconfig.check.json', './web/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A value left out of an object on purpose (`const { password: _password, ...rest } = user`) and
      // a parameter a signature requires but the body does not use are named with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The benchmarks are plain JavaScript run on the build: they have no types for the type-checked rules to read
    // (each value is `any` to them), so they get the rules that need none.
    files: ['bench/**/*.js'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'web/e2e/**/*.ts', 'bench/**/*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    // React's rules of hooks for the web app and the terminal UI (Ink).
    files: ['web/src/**/*.{ts,tsx}', 'packages/tui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Formatting is Prettier's (`npm run format`); the style rules that would fight it are switched off.
  prettier,
);

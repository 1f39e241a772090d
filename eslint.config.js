// Lint for every workspace: TypeScript everywhere, React hooks and accessibility in web.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-offline/**',
      '**/dev-dist/**',
      'functions/lib/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Where the server puts a job's text into a page: a replacement string built from values
    // reads `$'`, `$\`` and `$&` in them as patterns (a posted title could copy the page).
    files: ['web/src/server/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='TemplateLiteral'][arguments.1.expressions.length>0]",
          message: 'Pass a replacer function, (match) => text, so `$` in the text stays text.',
        },
      ],
    },
  },
  {
    // Imports run one way: app → features → components/lib → domain.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'Features must not import app.' },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message:
                'No feature imports another: move the shared piece to components, lib or domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'components and lib sit below features and app.',
            },
          ],
        },
      ],
    },
  },
);

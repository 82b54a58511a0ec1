import js from '@eslint/js'
import i18next from 'eslint-plugin-i18next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', '.cache/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Every word the interface shows comes from a catalogue (app/locales, docs/decisions/0056-languages.md): text in
    // JSX and the attributes people read or hear are refused as literals.
    files: ['app/**/*.tsx'],
    // The API reference (/api/docs) documents the English /api contract and stays in English, like the API itself.
    ignores: ['app/routes/api/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'title',
              'alt',
              'placeholder',
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'label',
              'hint',
              'description',
              'heading',
              'subtitle',
              'message',
              'emptyMessage',
              'submitLabel',
              'pendingLabel',
              'confirmLabel',
              'cancelLabel',
              'closeLabel',
              'legend',
              'caption',
            ],
          },
          words: { exclude: ['^[\\p{P}\\p{S}\\p{N}\\s]+$', '^[A-Z0-9_\\-]+$'] },
        },
      ],
    },
  },
  {
    files: ['server.js', '*.config.js', 'tooling/*.mjs', 'tooling/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', setInterval: 'readonly' } },
  },
)

import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// Layers flow one way: src/rules (pure) <- src/store <- src/persistence <- components and features
// <- src/boot.ts, App. Only src/persistence touches storage. import-x/no-cycle keeps every module
// graph acyclic; the zones below keep the direction.
const noFrameworks = ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*', 'i18next', 'react-i18next', 'wouter', 'wouter/*'];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'dev-dist', 'node_modules', 'test-results', 'playwright-report', 'bench/results.json'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'User and spell texts are rendered as text, never HTML.' }],
    },
  },
  {
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...noFrameworks, '**/store/**', '**/persistence/**', '**/features/**', '**/components/**', '**/i18n/**'] }],
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage', 'window', 'document'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/store/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '**/persistence/**', '**/features/**', '**/components/**', '**/boot'] }] },
  },
  {
    files: ['src/persistence/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '**/features/**', '**/components/**', '**/boot'] }] },
  },
  {
    // Features do not reach into each other: another feature only through its entry file.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*/**', '!../*/entry', '!../../**'], message: 'Another feature only through its entry file (features/<name>/entry); shared pieces live in src/components or src/lib.' }] }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/boot'] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/persistence/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', { name: 'localStorage', message: 'Only src/persistence touches storage.' }, { name: 'sessionStorage', message: 'Only src/persistence touches storage.' }] },
  },
);

// ESLint: the layering rules of CONVENTIONS.md (house rule 1) and typescript-eslint's recommended
// set. Formatting is Prettier's job (`npm run lint` runs both).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports that would let browser code reach the worker: the alias and any relative climb into src/. */
const workerImports = {
  patterns: [
    {
      regex: '^(#src/|(\\.\\./)+src/)',
      message:
        'client/ never imports src/ (house rule 1): move the shared schema to client/contracts/.',
    },
  ],
};

/** client/ui holds primitives: what places islands or composes features sits above it. */
const primitiveImports = {
  regex: '^(#client/|(\\.\\./)+)(islands|shell|blocks|runtime)/',
  message:
    'client/ui/ holds shared primitives and imports no island, shell piece, block or runtime: move the piece out of ui/.',
};

/** An island is a browser root: it never imports what places islands on the server. */
const placingImports = {
  regex: '(^|/)(shell/[\\w-]+\\.tsx|runtime/(island-slot|page-context)\\.tsx)$',
  message:
    'An island never imports the server-side pieces that place islands (client/shell/*.tsx, the island slot, the page context).',
};

/** Browser globals the worker must never touch (it has no window, document or storage). */
const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'].map(
  (name) => ({ name, message: `The worker has no ${name} (house rule 1): keep it in client/.` }),
);

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-fixture/',
      '.wrangler/',
      'client/public/',
      'tests/e2e/.artifacts/',
      'tests/bench/.results/',
      'kv-seed/stock/draw-media-frames.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // Unused names are noise; a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-restricted-imports': ['error', workerImports],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['client/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...workerImports.patterns, primitiveImports] },
      ],
    },
  },
  {
    files: ['client/islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...workerImports.patterns, placingImports] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.worker },
    rules: { 'no-restricted-globals': ['error', ...browserGlobals] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'kv-seed/**/*.{ts,mjs}', '*.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
    // Tests read answers of arbitrary shape and assert the parts they rely on.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);

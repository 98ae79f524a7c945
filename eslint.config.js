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
  // Issue 17 item 1 moves these files' worker imports to client/contracts/ and deletes this list.
  {
    files: [
      // Texts files read the Language type from the site catalogue until it moves too.
      'client/**/*.texts.ts',
      'client/blocks/car-list/car-list.tsx',
      'client/blocks/car-search-hero/car-search-hero.tsx',
      'client/car-detail/car-detail-page.tsx',
      'client/car-detail/car-facts.ts',
      'client/contact/car-contact-form.tsx',
      'client/contact/seller-choices.ts',
      'client/dealer-sites/dealer-site-page.tsx',
      'client/finance/car-finance-section.tsx',
      'client/finance/finance-props.ts',
      'client/finance/uk-finance-quotes.tsx',
      'client/islands/uk-finance-quotes.island.tsx',
      'client/lib/dealer-sites/opening-hours.ts',
      'client/lib/default-dictionary.ts',
      'client/lib/navigation-languages.ts',
      'client/lib/navigation-menu.ts',
      'client/lib/site-message.ts',
      'client/lib/uk-finance-quote.ts',
      'client/ui/page-context.tsx',
      'client/ui/site-footer-social.tsx',
      'client/ui/site-footer.tsx',
      'client/ui/site-header.tsx',
      'client/ui/site-message.tsx',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
);

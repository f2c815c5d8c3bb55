// ESLint over the TypeScript with type information (typescript-eslint's recommendedTypeChecked: floating
// promises, unsafe any, needless assertions...), and over the plain JavaScript of bin/ and scripts/ without it.
// Formatting is Prettier's job (.prettierrc.json); `npm run lint` runs both and the layer check.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-cli/', 'coverage/', '.tmp/', 'test-results/', 'public/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a parameter a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Numbers and booleans read naturally in messages; objects and unions with undefined still do not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
    },
  },
  {
    // Lit calls a listener bound in a template (`@click=${this.onClick}`) with the element as `this`, and d3
    // calls `selection.call(zoom.transform, ...)` without one: a method passed by name is safe there.
    files: ['src/ui/**/*.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);

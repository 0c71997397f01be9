// @ts-check
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const serverModules = foldersIn('src/server/modules');
const webFeatures = foldersIn('src/web/features');

/** STYLE.md's layers, as lint errors: imports flow one way. */
const layerZones = [
  { target: './src/domain', from: ['./src/server', './src/web', './tests'], message: 'domain/ imports nothing of ours.' },
  { target: './src/web', from: ['./src/server', './tests'], message: 'The web app may not import server code.' },
  { target: './src/server', from: './src/web', message: 'The server may not import web code.' },
  // Features do not import each other; the app layer composes them.
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in src/web/app.',
  })),
  // A module calls another module's service, never its repository.
  ...serverModules.map((module) => ({
    target: `./src/server/modules/${module}`,
    from: serverModules.filter((other) => other !== module).map((other) => `./src/server/modules/${other}/**/*.repository.ts`),
    message: "Call the other module's service, not its repository.",
  })),
  // Only repositories touch the tables.
  {
    target: ['./src/server/modules/**/*.service.ts', './src/server/modules/**/*.routes.ts'],
    from: ['./src/server/db/schema', './src/server/db/tables.ts'],
    message: 'Only repositories touch db/; call a repository.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'src/server/db/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    // The TypeScript resolver follows tsconfig.json's aliases, so the layer rules see where `@domain/…` leads.
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' }, node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/server/modules/**/*.service.ts', 'src/server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'drizzle-orm', message: 'Queries belong in the repository.' }] }],
    },
  },
  {
    // Links and redirects name a page of the route table (pathOf), so a page that moves moves everywhere.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(?!api\\/)[a-z]/]',
          message: "A page's address comes from the route table: pathOf('browse'), pathOf('product', { id }).",
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(?!api\\/)[a-z]/]',
          message: "A page's address comes from the route table: pathOf('browse'), pathOf('product', { id }).",
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.config.ts', 'src/server/main.ts'],
    rules: { 'no-console': 'off' },
  },
);

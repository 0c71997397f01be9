// @ts-check
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync, readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const serverModules = foldersIn('src/server/modules');
const webFeatures = foldersIn('src/web/features');

/** The three layers (docs/architecture.md), as lint errors: imports flow one way. */
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

/**
 * Which module owns each file of db/schema/, and so its tables (decision 050). Only the owner's code names them;
 * another module reads them through the owner's service, or through a read model the owner publishes (a view
 * declared with pgView, which any module may read). read-models/ is the one place that reads across owners,
 * read-only.
 */
const tableOwners = {
  admin: 'admin',
  auth: 'auth',
  boosts: 'boosts',
  catalog: 'catalog',
  'delivery-details': 'orders',
  'market-overview': 'admin',
  notifications: 'notifications',
  onboarding: 'onboarding',
  orders: 'orders',
  'product-views': 'catalog',
  'rate-limits': 'rate-limit',
  reviews: 'reviews',
  'seller-customers': 'orders',
  'seller-verifications': 'seller',
  site: 'site',
  sms: 'sms',
  support: 'support',
};
const schemaFiles = readdirSync('src/server/db/schema').map((file) => file.replace(/\.ts$/, ''));
for (const file of schemaFiles) if (!(file in tableOwners)) throw new Error(`eslint.config.js: db/schema/${file}.ts has no owning module`);
const schemaSources = Object.fromEntries(schemaFiles.map((file) => [file, readFileSync(`src/server/db/schema/${file}.ts`, 'utf8')]));
/** Table name (as SQL names it) → owning module, read from the schema files' pgTable('…') calls. Views are left out: they are published. */
const tableOwnerByName = new Map(
  schemaFiles.flatMap((file) => [...schemaSources[file].matchAll(/pgTable\(\s*'(\w+)'/g)].map((match) => [match[1], tableOwners[file]])),
);
/** Each schema file's tables as the code imports them (`export const orderItems = pgTable(…)`). */
const tableExports = Object.fromEntries(
  schemaFiles.map((file) => [file, new Set([...schemaSources[file].matchAll(/export const (\w+) = pgTable\(/g)].map((match) => match[1]))]),
);
const tableReference = /\b(?:from|join|into|update|table)\s+"?(\w+)"?/gi;
const writeStatement = /\b(?:insert\s+into|update\s+\w+\s+set|delete\s+from|truncate)\b/i;

/** The SQL text of a sql`…` template or a sql.raw('…') call. */
function sqlTextOf(node) {
  if (node.type === 'TaggedTemplateExpression' && node.tag.type === 'Identifier' && node.tag.name === 'sql')
    return node.quasi.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.object.type === 'Identifier' &&
    node.callee.object.name === 'sql' &&
    node.callee.property.type === 'Identifier' &&
    node.callee.property.name === 'raw' &&
    node.arguments[0]?.type === 'Literal' &&
    typeof node.arguments[0].value === 'string'
  )
    return node.arguments[0].value;
  return null;
}

const boundaries = {
  rules: {
    /** A module's code names only its own tables: by importing their schema, or in raw SQL. */
    'own-tables-only': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const module = /src\/server\/modules\/([^/]+)\//.exec(context.filename.replaceAll('\\', '/'))?.[1];
        if (!module) return {};
        const message = (table, owner) =>
          `The ${module} module names the ${owner} module's table ${table}: call that module's service, or read a view it publishes (decision 050).`;
        const checkSql = (node) => {
          const text = sqlTextOf(node);
          if (text === null) return;
          for (const [, name] of text.matchAll(tableReference)) {
            const owner = tableOwnerByName.get(name);
            if (owner && owner !== module) context.report({ node, message: message(name, owner) });
          }
        };
        return {
          ImportDeclaration(node) {
            const source = String(node.source.value);
            if (/(^|\/)db\/tables$/.test(source))
              context.report({ node, message: `The ${module} module imports every table: import its own from db/schema/ (decision 050).` });
            const file = /(^|\/)db\/schema\/([\w-]+)$/.exec(source)?.[2];
            const owner = file && tableOwners[file];
            if (owner && owner !== module)
              for (const specifier of node.specifiers) {
                const imported = specifier.type === 'ImportSpecifier' ? specifier.imported.name : null;
                if (imported === null || tableExports[file].has(imported))
                  context.report({ node: specifier, message: message(specifier.local.name, owner) });
              }
          },
          TaggedTemplateExpression: checkSql,
          CallExpression: checkSql,
        };
      },
    },
    /** read-models/ reads across the modules' tables and never writes them. */
    'read-only': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const message = 'read-models/ only reads: a write belongs in the owning module (decision 050).';
        return {
          TaggedTemplateExpression(node) {
            const text = sqlTextOf(node);
            if (text !== null && writeStatement.test(text)) context.report({ node, message });
          },
          CallExpression(node) {
            const text = sqlTextOf(node);
            if (text !== null && writeStatement.test(text)) context.report({ node, message });
            if (
              node.callee.type === 'MemberExpression' &&
              node.callee.property.type === 'Identifier' &&
              ['insert', 'update', 'delete'].includes(node.callee.property.name)
            )
              context.report({ node, message });
          },
        };
      },
    },
  },
};

/**
 * Shared infrastructure stands beside the modules: modules register with it and it imports none of them (decision
 * 050); the read models read tables, not modules. Tests are left out: they compose whatever they need.
 */
const infrastructureZone = {
  target: ['./src/server/infra', './src/server/read-models', './src/server/http', './src/server/plugins', './src/server/db'],
  from: './src/server/modules',
  message: 'Infrastructure imports no module: hand it what it needs from app.ts (decision 050).',
};

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
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...layerZones, infrastructureZone] }] },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.test.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/own-tables-only': 'error' },
  },
  {
    files: ['src/server/read-models/**/*.ts'],
    ignores: ['src/server/read-models/**/*.test.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/read-only': 'error' },
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

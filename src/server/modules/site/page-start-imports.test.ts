import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importAliases } from '@scripts/import-aliases.mjs';
import { pageSources } from './page-scripts';

const webRoot = importAliases['@web'];

/** Where an import of `from` names: a source file, or a package (its name) for anything in node_modules. */
function resolveImport(specifier: string, from: string): { file: string } | { package: string } | { asset: string } {
  const alias = Object.entries(importAliases).find(([name]) => specifier === name || specifier.startsWith(`${name}/`));
  let base: string;
  if (alias) base = path.join(alias[1], specifier.slice(alias[0].length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return { package: specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]! };
  // A stylesheet or an asset: not code that runs.
  if (/\.(css|svg|png|webp|json)(\?.*)?$/.test(base)) return { asset: base };
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base])
    if (existsSync(candidate) && /\.(ts|tsx|js|mjs)$/.test(candidate)) return { file: candidate };
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** The modules a file loads as soon as it runs: its imports and re-exports, except those of types only and `import()`. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((each) => each.isTypeOnly));
      if (!typesOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/**
 * Every package and source file the given sources load before they run, each with the chain of files that brings it
 * in (files by their path below src/web, or `../domain/…`).
 */
function loadedBy(roots: string[]): { packages: Map<string, string[]>; files: Map<string, string[]> } {
  const packages = new Map<string, string[]>();
  const files = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: { file: string; chain: string[] }[] = roots.map((file) => ({ file, chain: [path.relative(webRoot, file)] }));
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    files.set(path.relative(webRoot, file), chain);
    for (const specifier of staticImports(file)) {
      const target = resolveImport(specifier, file);
      if ('package' in target) {
        if (!packages.has(target.package)) packages.set(target.package, chain);
      } else if ('file' in target) queue.push({ file: target.file, chain: [...chain, path.relative(webRoot, target.file)] });
    }
  }
  return { packages, files };
}

/** main.tsx and, but for the home page (in the entry), the page's own chunk. */
function startOf(page: 'home' | 'browse' | 'product'): string[] {
  const roots = [path.join(webRoot, 'main.tsx')];
  const source = page === 'home' ? undefined : pageSources[page];
  if (source) roots.push(path.join(webRoot, source));
  return roots;
}

describe('what a public page loads before it works', () => {
  // zod checks what is sent; the server checks it again and the pages that send forms load it with their forms. In a
  // page's start it was about a fifth of the code a phone downloads and runs before Browse or a product page works.
  it.each(['home', 'browse', 'product'] as const)('the %s page starts without zod', (page) => {
    const chain = loadedBy(startOf(page)).packages.get('zod');
    expect(chain, `zod is loaded through ${chain?.join(' → ')}`).toBeUndefined();
  });

  // The pages' descriptions, in three languages, are for the head the server writes; the browser needs only the
  // titles (page-titles.ts). They were a tenth of the entry's own code.
  it.each(['home', 'browse', 'product'] as const)("the %s page starts without the pages' descriptions", (page) => {
    const chain = loadedBy(startOf(page)).files.get('../domain/site/page-heads.ts');
    expect(chain, `the descriptions are loaded through ${chain?.join(' → ')}`).toBeUndefined();
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importAliases } from '@scripts/import-aliases.mjs';

// The server's files and the web app's, each a tree of its own: a cycle within either is refused, file by file and
// between the parts each is cut into (the server's modules and shared folders; the web app's features and folders).
const roots = { server: importAliases['@server'], web: importAliases['@web'] };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The source file an import names, or null for a package or a file outside `root`. */
function resolve(root: string, specifier: string, from: string): string | null {
  const alias = Object.entries(importAliases).find(([name]) => specifier === name || specifier.startsWith(`${name}/`));
  let base: string;
  if (alias) base = path.join(alias[1], specifier.slice(alias[0].length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (!base.startsWith(root)) return null;
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return file;
}

/** Every `import … from '…'` and `export … from '…'`, types included: a cycle of types still ties two files together. */
function importsOf(root: string, file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms)].flatMap((match) => {
    const target = resolve(root, match[1]!, file);
    return target ? [target] : [];
  });
}

/** The groups of nodes that reach each other through the edges (Tarjan's strongly connected components), each group of two or more sorted. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  function visit(node: string) {
    index.set(node, index.size);
    lowest.set(node, index.get(node)!);
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(target)!));
      } else if (stack.includes(target)) lowest.set(node, Math.min(lowest.get(node)!, index.get(target)!));
    }
    if (lowest.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The part of its tree a file belongs to: a server module (modules/orders) or web feature (features/catalog), or its top
 * folder (jobs, db, http; lib, components, sw).
 */
function areaOf(root: string, file: string): string {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === 'modules' || parts[0] === 'features' ? parts.slice(0, 2).join('/') : parts[0]!.replace(/\.tsx?$/, '');
}

describe.each(Object.entries(roots))('imports among the %s files', (_, root) => {
  const files = sourceFiles(root);

  it('run one way between files: no file reaches itself again through its imports', () => {
    const fileGraph = new Map(
      files.map((file) => [path.relative(root, file), importsOf(root, file).map((target) => path.relative(root, target))]),
    );
    expect(findCycles(fileGraph)).toEqual([]);
  });

  it('run one way between its parts (modules or features, and the shared folders)', () => {
    const areaGraph = new Map<string, string[]>();
    for (const file of files) {
      const from = areaOf(root, file);
      const targets = importsOf(root, file)
        .map((target) => areaOf(root, target))
        .filter((to) => to !== from);
      areaGraph.set(from, [...new Set([...(areaGraph.get(from) ?? []), ...targets])]);
    }
    expect(findCycles(areaGraph)).toEqual([]);
  });
});

describe('finding cycles', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});

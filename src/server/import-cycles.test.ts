import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importAliases } from '../../scripts/import-aliases.mjs';

const serverRoot = importAliases['@server'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The source file an import names, or null for a package or a file outside src/server. */
function resolve(specifier: string, from: string): string | null {
  const alias = Object.entries(importAliases).find(([name]) => specifier === name || specifier.startsWith(`${name}/`));
  let base: string;
  if (alias) base = path.join(alias[1], specifier.slice(alias[0].length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (!base.startsWith(serverRoot)) return null;
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return file;
}

/** Every `import … from '…'` and `export … from '…'`, types included: a cycle of types still ties two files together. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms)].flatMap((match) => {
    const target = resolve(match[1]!, file);
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

/** The part of src/server a file belongs to: its module (modules/orders), or its top folder (jobs, db, http). */
function areaOf(file: string): string {
  const parts = path.relative(serverRoot, file).split(path.sep);
  return parts[0] === 'modules' ? parts.slice(0, 2).join('/') : parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.tsx?$/, '');
}

const files = sourceFiles(serverRoot);
const fileGraph = new Map(
  files.map((file) => [path.relative(serverRoot, file), importsOf(file).map((target) => path.relative(serverRoot, target))]),
);

describe('imports among the server files', () => {
  it('run one way between files: no file reaches itself again through its imports', () => {
    expect(findCycles(fileGraph)).toEqual([]);
  });

  it('run one way between modules and the shared folders (jobs, db, http, infra…)', () => {
    const areaGraph = new Map<string, string[]>();
    for (const file of files) {
      const from = areaOf(file);
      const targets = importsOf(file)
        .map(areaOf)
        .filter((to) => to !== from);
      areaGraph.set(from, [...new Set([...(areaGraph.get(from) ?? []), ...targets])]);
    }
    expect(findCycles(areaGraph)).toEqual([]);
  });

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

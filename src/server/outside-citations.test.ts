import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';

// A reader of this repository can open only what is in it. A comment that says "see section 4 of a document we
// keep elsewhere", or names a tracker's issue number, sends them nowhere: say the rule itself, or link a file
// under docs/ (the product's rules are in docs/product-rules.md). The patterns are written so that this file
// does not match them itself.
const outsideCitations: readonly RegExp[] = [
  /\bspec(ification)? (section|§)/i,
  /\bspecs? sections?\b/i,
  /\b(PRODUCT|DESIGN|STYLE)\.md\b/,
  /\bseed-[s]pec\b/i,
  /\bissue #?\d+/i,
  /\.\.\/shared\b/,
  /\b(the|our) spec\b/i,
  /\bspec'[s]\b/i,
  /^\s*(\/\/|\/\*\*?|\*)\s*spec\b/i,
];

// The folders, and the project's own files at its root (its configurations: eslint's, vite's, vitest's).
const rootFiles = readdirSync(projectRoot, { withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(ts|js|mjs|md)$/.test(entry.name))
  .map((entry) => entry.name);
const scanned = ['src', 'scripts', 'tests', 'docs', '.ci', ...rootFiles];
const textFile = /\.(ts|tsx|mts|mjs|js|md|css|html|sql)$|^\.ci\/run$/;

function filesUnder(entry: string): string[] {
  const full = path.join(projectRoot, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(entry, name).split(path.sep).join('/'))
    .filter((name) => textFile.test(name) && !name.includes('node_modules/'));
}

function citationsIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (outsideCitations.some((pattern) => pattern.test(line)) ? [`${index + 1}: ${line.trim()}`] : []));
}

describe('comments and docs cite only what the repository holds', () => {
  it('finds the kinds of citation it is meant to refuse', () => {
    // Cut in two, so that this file does not cite anything itself.
    const cited = [
      '// Spec sec' + 'tion 9: six placeholders',
      '/** See PRODUCT' + '.md */',
      ' * as iss' + 'ue 12 asks',
      '[rules](..' + '/shared/x.md)',
      '// Sp' + 'ec: a card shows three items',
      'as the sp' + 'ec says',
    ];
    expect(cited.map((line) => citationsIn(line).length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(citationsIn('// An unknown field is named when the issue is about the input as a whole.')).toEqual([]);
  });

  it('finds no citation of a document kept outside the repository', () => {
    const found = scanned.flatMap(filesUnder).flatMap((file) => {
      const text = readFileSync(path.join(projectRoot, file), 'utf8');
      return citationsIn(text).map((line) => `${file}:${line}`);
    });
    expect(found).toEqual([]);
  });
});

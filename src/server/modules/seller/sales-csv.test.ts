import { describe, expect, it } from 'vitest';
import { csvField } from './sales-csv';

/** The cells a spreadsheet program sees in one line, split on `separator` outside quotes, quotes undone. */
function cellsAsOpened(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === separator) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...cells, cell];
}

describe('csvField', () => {
  const titles = ['=1+1', 'a;=1+1;b', 'a,=1+1,b', 'x\t=1+1', 'Carrots; "fresh"; @once', '-2;+3', 'plain;text'];

  // Where the decimal mark is a comma, Excel and LibreOffice open a .csv split on semicolons.
  it.each([',', ';', '\t'])('never lets a cell start like a formula when the file is split on %j', (separator) => {
    for (const title of titles) {
      const line = ['id-1', title, '10.00'].map(csvField).join(',');
      const cells = cellsAsOpened(line, separator);
      for (const cell of cells) expect(cell, `${title} split on ${JSON.stringify(separator)}`).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('keeps the text whole for a comma-separated reader', () => {
    for (const title of titles) {
      const [, cell] = cellsAsOpened(['id-1', csvField(title), '10.00'].join(','), ',');
      expect(cell?.replace(/^'/, '')).toBe(title);
    }
  });

  it('leaves plain text unquoted', () => {
    expect(csvField('Carrots')).toBe('Carrots');
    expect(csvField('a;=1+1;b')).toBe('"a;=1+1;b"');
  });
});

import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What in `folder` (itself included) another account on the machine could read, write or enter: each as
 * `path mode`, relative to the folder. Empty when everything is owner-only.
 */
export function openToOthers(folder: string): string[] {
  const entries = ['', ...readdirSync(folder, { recursive: true }).map(String)];
  return entries.flatMap((relative) => {
    const stats = lstatSync(path.join(folder, relative));
    if (stats.isSymbolicLink() || (stats.mode & 0o077) === 0) return [];
    return [`${relative || '.'} ${(stats.mode & 0o777).toString(8)}`];
  });
}

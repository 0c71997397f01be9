export type TestDatabaseTemplate =
  { engine: 'pglite'; file: string } | { engine: 'postgres'; serverUrl: string; template: string; runId: string };

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

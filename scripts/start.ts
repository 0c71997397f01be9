/** `npm start`: builds the web app if it is missing or stale, then starts the server. */
import { ensureWebBuild } from './web-build';

await ensureWebBuild();
await import('../src/server/main');

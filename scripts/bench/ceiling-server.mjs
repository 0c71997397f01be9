// The catalog benchmark's ceiling: a bare Node HTTP server answering a fixed JSON body, with nothing behind it.
// It runs in a process of its own, as the app's server does, so the load generator does not share its event loop.
// Plain JavaScript so it starts without the TypeScript loader.
import { createServer } from 'node:http';

const body = JSON.stringify({ products: [], total: 0 });
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));

import { startApp } from './app/start-app';
import { startServiceWorker } from './lib/service-worker';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const started = startApp(root, {
  // React renders the page anew when the server's HTML does not match; said as an error, since it is one.
  onRecoverableError: (error, info) => console.error('The page did not hydrate as the server rendered it', error, info.componentStack),
  // A page that threw is replaced by "Something went wrong" and reported to the server (RenderErrorBoundary): handled,
  // so a warning for whoever has the console open, not an error.
  onCaughtError: (error, info) =>
    console.warn('A page failed to render; shown as "Something went wrong" and reported', error, info.componentStack),
});
// The worker and what it keeps are fetched once the page is running and the browser is idle: never before the page.
void started.then(() => ('requestIdleCallback' in window ? requestIdleCallback(startServiceWorker) : setTimeout(startServiceWorker, 1000)));

import { startApp } from './app/start-app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void startApp(root, {
  // React renders the page anew when the server's HTML does not match; said as an error, since it is one.
  onRecoverableError: (error, info) => console.error('The page did not hydrate as the server rendered it', error, info.componentStack),
});

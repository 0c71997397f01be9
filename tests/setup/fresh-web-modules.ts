import { vi } from 'vitest';

// The web project keeps a worker's loaded packages from one file to the next (React, the router and happy-dom cost
// about a third of a second a file to import again), but each file gets the web app's own modules anew: the app keeps
// state in modules (the toasts shown, the cart, the language), and one file's toast must not be on the next file's
// page. Packages keep no state a test sets.
vi.resetModules();

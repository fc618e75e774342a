// Imported first by main.tsx. Evaluating the first download is otherwise one long task (the
// libraries' modules, then the app's: its contract schemas, routes and router): this hands the
// main thread back to the browser in between, since everything after this module in the bundle
// waits for it (a top-level await), while the libraries' file has already run. On a phone (4×
// CPU) that task counted ~120 ms of Lighthouse's blocking time on every page. The app's own modules
// yield twice more (yield-before-routes.ts, and main.tsx before its start-up).
import { yieldToBrowser } from './yield-to-browser';

await yieldToBrowser();

// Imported by main.tsx after React and before the app's own modules (see yield-before-app.ts):
// React DOM's start-up and the routes' (the route tree, the sign-in screen, the contract's schemas,
// the router) were one task. Everything after this module in the bundle waits for it.
import { yieldToBrowser } from './yield-to-browser';

await yieldToBrowser();

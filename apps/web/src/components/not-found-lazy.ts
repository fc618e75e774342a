import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The 404 screen, downloaded when an address matches no screen: it stays out of every page's
 * first download (the sign-in screen's JavaScript is held to 150 kB brotli, issue 14).
 */
export const NotFoundLazy = lazyRouteComponent(() => import('./not-found'), 'NotFound');

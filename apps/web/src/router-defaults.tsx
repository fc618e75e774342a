import { ErrorFallback } from './components/error-fallback';
import { FullPageLoader } from './components/full-page-loader';
import { NotFoundLazy } from './components/not-found-lazy';

function RoutePending() {
  return <FullPageLoader label="Carregando..." fullHeight={false} />;
}

/** The screens every route falls back to: the app's router and the route tests share them. */
export const ROUTER_DEFAULTS = {
  // Shown in the page's place when entering it takes longer than a second (its loader is waiting).
  defaultPendingComponent: RoutePending,
  defaultNotFoundComponent: NotFoundLazy,
  defaultErrorComponent: ErrorFallback,
} as const;

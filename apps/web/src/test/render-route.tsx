import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { AuthPayload, Contract } from '@sniperads/contract';
import { contract } from '@sniperads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { AppRoute, ServerInferResponses } from '@ts-rest/core';
import { onTestFinished, vi } from 'vitest';
import { auth } from '@/lib/auth';
import { ROUTER_DEFAULTS } from '@/router-defaults';
import { routeTree } from '@/routeTree.gen';
import { theme } from '@/theme';
import { silenceFocusTrapWarning } from './focus-trap';
import { authPayload } from './session';

/** 'folders.getFolderItems': every route of the contract, named `module.route`. */
export type RouteName = {
  [M in keyof Contract]: {
    [R in keyof Contract[M]]: Contract[M][R] extends AppRoute ? `${M & string}.${R & string}` : never;
  }[keyof Contract[M]];
}[keyof Contract];

type RouteOf<N extends RouteName> = N extends `${infer M extends keyof Contract}.${infer R}`
  ? R extends keyof Contract[M]
    ? Contract[M][R] extends AppRoute
      ? Contract[M][R]
      : never
    : never
  : never;

/** One answer the route declares (`{ status: 200, body: … }`), typed by the contract. */
export type Answer<N extends RouteName> = ServerInferResponses<RouteOf<N>>;

/** What a fixture sees of the request it answers. */
export interface FixtureRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

/** A route's fixture: one answer, or one computed from the request. */
export type Fixture<N extends RouteName> = Answer<N> | ((request: FixtureRequest) => Answer<N>);
export type ApiFixtures = { [N in RouteName]?: Fixture<N> };

/** A request the screen sent: which route, with what. */
export interface ApiCall extends FixtureRequest {
  route: RouteName | null;
  method: string;
  path: string;
}

interface CompiledRoute {
  name: RouteName;
  method: string;
  pattern: RegExp;
  keys: string[];
}

const compile = (): CompiledRoute[] =>
  Object.entries(contract).flatMap(([module, routes]) =>
    Object.entries(routes as Record<string, AppRoute>).map(([name, route]) => {
      const keys: string[] = [];
      const source = route.path
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/:(\w+)/g, (_, key: string) => {
          keys.push(key);
          return '([^/]+)';
        });
      return {
        name: `${module}.${name}` as RouteName,
        method: route.method,
        pattern: new RegExp(`^${source}$`),
        keys,
      };
    }),
  );

const ROUTES = compile();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers the app's fetches from `fixtures`, by contract route. A route without a fixture answers
 * 404, so a screen's supporting reads (help button, hearts) fail quietly; `calls` lists every
 * request, answered or not, for a test to check what was (or was not) asked.
 */
const serveFixtures = (fixtures: ApiFixtures, calls: ApiCall[]) =>
  vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://app.test',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const match = ROUTES.map((route) => ({ route, found: route.pattern.exec(url.pathname) })).find(
      ({ route, found }) => route.method === method && found,
    );
    const params = Object.fromEntries(
      match?.route.keys.map((key, i) => [key, decodeURIComponent(match.found?.[i + 1] ?? '')]) ?? [],
    );
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const request = { params, query: url.searchParams, body };
    calls.push({ route: match?.route.name ?? null, method, path: url.pathname, ...request });
    const fixture = match && (fixtures[match.route.name] as Fixture<RouteName> | undefined);
    if (!fixture) return json(404, { success: false, message: `Sem fixture para ${method} ${url.pathname}` });
    const answer = typeof fixture === 'function' ? fixture(request) : fixture;
    return json(Number(answer.status), answer.body);
  });

export interface RenderRouteOptions {
  /** The API's answers, by contract route. */
  api?: ApiFixtures;
  /** The signed-in session; `null` for a visitor. A paying user by default. */
  session?: AuthPayload | null;
}

/**
 * Renders the app's real route tree at `href` (memory history, a fresh query client, the app's
 * router defaults: not-found, error and pending screens, and the toaster) with the API answered
 * from typed fixtures. The test file must mock the update prompt, which needs the PWA build:
 * `vi.mock('@/components/pwa/update-prompt', () => ({ UpdatePrompt: () => null }))`.
 */
export const renderRoute = (href: string, { api = {}, session = authPayload() }: RenderRouteOptions = {}) => {
  const calls: ApiCall[] = [];
  // Screens open menus and dialogs, whose focus trap happy-dom cannot satisfy.
  silenceFocusTrapWarning();
  vi.stubGlobal('fetch', serveFixtures(api, calls));
  if (session) auth.setSession(session);
  else auth.clear();
  onTestFinished(() => {
    vi.unstubAllGlobals();
    auth.clear();
    notifications.clean();
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    ...ROUTER_DEFAULTS,
    routeTree,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: { auth, queryClient },
  });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      {/* The app mounts its toaster with the first toast (components/deferred-ui.tsx); here it is there from the start. */}
      <Notifications />
    </MantineProvider>,
  );
  return { ...view, router, queryClient, calls };
};

/**
 * The ceiling for a route's first screen (`findBy…(…, ROUTE_READY)`): its code is imported on
 * first use, which takes seconds when the machine's cores are busy elsewhere. Still a wait on a
 * condition: it ends as soon as the screen is there.
 */
export const ROUTE_READY = { timeout: 15_000 };

/** `{ status: 200, body: { success: true, data } }`, the answer of most reads. */
export const okAnswer = <T,>(data: T) => ({ status: 200 as const, body: { success: true as const, data } });

/** A refusal with the API's envelope, e.g. `refusal(404, 'Pasta não encontrada')`. */
export const refusal = <S extends number>(status: S, message: string) => ({
  status,
  body: { success: false as const, message },
});

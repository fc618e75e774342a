import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { loggableError } from './lib/loggable-error';
import { adminModule } from './modules/admin/admin.router';
import { demoLibraryPlugin } from './modules/admin/demo-library.plugin';
import { demoLibraryModule } from './modules/admin/demo-library.router';
import { adLibraryPlugin } from './modules/ads/ads.plugin';
import { adsModule } from './modules/ads/ads.router';
import { clustersPlugin } from './modules/ads/clusters/clusters.plugin';
import { nicheRederivationPlugin } from './modules/ads/niche-rederivation.plugin';
import { auditPlugin } from './modules/audit/audit.plugin';
import { authModule } from './modules/auth/auth.router';
import { sessionsPlugin } from './modules/auth/sessions.plugin';
import { billingModule } from './modules/billing/billing.router';
import { contributionsModule } from './modules/contributions/contributions.router';
import { dashboardModule } from './modules/dashboard/dashboard.router';
import { docsModule } from './modules/docs/docs.router';
import { extensionModule } from './modules/extension/extension.router';
import { favoritesPlugin } from './modules/favorites/favorites.plugin';
import { favoritesModule } from './modules/favorites/favorites.router';
import { foldersPlugin } from './modules/folders/folders.plugin';
import { foldersModule } from './modules/folders/folders.router';
import { interestListsPlugin } from './modules/interests/interests.plugin';
import { interestsModule } from './modules/interests/interests.router';
import { keywordsModule } from './modules/keywords/keywords.router';
import { mediaPlugin } from './modules/media/media.plugin';
import { notificationsPlugin } from './modules/notifications/notifications.plugin';
import { notificationsModule } from './modules/notifications/notifications.router';
import { offersModule } from './modules/offers/offers.router';
import { profileModule } from './modules/profile/profile.router';
import { radarPlugin } from './modules/radar/radar.plugin';
import { radarModule } from './modules/radar/radar.router';
import { studioModule } from './modules/studio/studio.router';
import { systemModule } from './modules/system/system.router';
import { tokensPlugin } from './modules/tokens/tokens.plugin';
import { tokensModule } from './modules/tokens/tokens.router';
import { tutorialsModule } from './modules/tutorials/tutorials.router';
import { usersPlugin } from './modules/users/users.plugin';
import { authPlugin } from './plugins/auth';
import { bodyEncodingPlugin } from './plugins/body-encoding';
import { changeFeedPlugin } from './plugins/change-feed';
import { dbPlugin } from './plugins/db';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { outboxPlugin } from './plugins/outbox';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config and migrated. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

/** A request slower than this is logged (warn) whatever the level. */
const SLOW_REQUEST_MS = 1000;

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.token',
  '*.secret',
  'body.password',
  'body.token',
];

export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            // Every logged error, whoever logs it, loses the values bound to its query (errors
            // already made loggable, as plugins/errors.ts logs them, pass as they are).
            serializers: {
              err: (err) => (err instanceof Error ? { stack: '', ...loggableError(err) } : err),
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // A body that never finishes arriving is cut (408) instead of holding its socket and its
    // decoded bytes; Node checks the open requests at this interval.
    requestTimeout: config.requests.timeoutMs,
    connectionTimeout: config.requests.connectionTimeoutMs,
    http: {
      connectionsCheckingInterval: Math.min(1000, config.requests.timeoutMs),
      headersTimeout: Math.min(60_000, config.requests.timeoutMs),
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Two log lines per request cost more CPU than an authenticated read itself (issue 14's
    // profile); below debug, requests are logged only when slow (below) or failing (errors.ts),
    // always with their request id.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    return503OnClosing: true,
    // Errors raised before any route runs (router, Node's HTTP parser) answer in the envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.elapsedTime >= SLOW_REQUEST_MS) {
      request.log.warn(
        {
          method: request.method,
          url: request.routeOptions.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'slow request',
      );
    }
    done();
  });

  let database = options.database;
  const ownsDatabase = !database;
  if (!database) {
    database = await openDatabase({
      url: config.databaseUrl,
      readUrls: config.databaseReadUrls,
      replicaMaxLagMs: config.replicaMaxLagMs,
      pgliteDir: config.dataDir,
      migrationsFolder: config.migrationsDir,
    });
    await database.migrate();
  }

  // external -> app plugins -> modules (fastify/demo's order)
  await app.register(errorsPlugin);
  await app.register(inputHygienePlugin);
  await app.register(securityPlugin, { config });
  await app.register(bodyEncodingPlugin, { jsonMaxDepth: config.requests.jsonMaxDepth });
  await app.register(dbPlugin, { database, ownsDatabase });
  await app.register(changeFeedPlugin, { config });
  // Services modules offer each other, decorated once on the instance (app.users, …): the auth
  // plugin and the modules call these, never another module's repository.
  await app.register(outboxPlugin, { config });
  await app.register(usersPlugin);
  await app.register(sessionsPlugin);
  await app.register(tokensPlugin);
  await app.register(auditPlugin);
  await app.register(foldersPlugin);
  await app.register(interestListsPlugin);
  await app.register(notificationsPlugin(config));
  await app.register(authPlugin, { config });
  await app.register(redisPlugin, { config });

  await app.register(systemModule, { config });
  await app.register(authModule, { config });
  await app.register(keywordsModule, { config });
  await app.register(tutorialsModule, { config });
  await app.register(interestsModule, { config });
  await app.register(mediaPlugin, { config });
  await app.register(clustersPlugin);
  await app.register(demoLibraryPlugin);
  await app.register(nicheRederivationPlugin);
  await app.register(adLibraryPlugin);
  // The radar raises alerts; the notifications module delivers them (push, e-mail, digest) by the
  // user's settings.
  await app.register(radarPlugin, { deliver: (items) => app.notifications.notify(items) });
  await app.register(favoritesPlugin);
  await app.register(favoritesModule, { config });
  await app.register(foldersModule, { config });
  await app.register(studioModule, { config });
  await app.register(dashboardModule, { config });
  await app.register(profileModule, { config });
  await app.register(tokensModule, { config });
  await app.register(extensionModule, { config });
  await app.register(adminModule, { config });
  await app.register(adsModule, { config });
  await app.register(offersModule, { config });
  await app.register(radarModule, { config });
  await app.register(contributionsModule);
  await app.register(billingModule, { config });
  await app.register(demoLibraryModule);
  await app.register(notificationsModule);
  await app.register(docsModule);

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
};

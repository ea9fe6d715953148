import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Auth } from './auth/auth';
import { authRoutes } from './auth/routes';
import type { Config } from './config';
import { openDatabase, type Db, type DbKind } from './db/client';
import { createMailer, type Mailer } from './email/mailer';
import { openChangeFeed, type ChangeFeed } from './cache/change-feed';
import { forgetContentVersions, trustContentVersions } from './cache/content-cache';
import { followsUnseenWrite, sawWrite, writeCookie } from './cache/write-receipts';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { registerCrossSiteGuard } from './http/cross-site';
import { registerNulGuard } from './http/reject-nul';
import { JSON_BODY_LIMIT, serverTimeouts } from './http/request-limits';
import { registerSpa } from './http/spa';
import { documentRoutes } from './modules/documents/routes';
import { documentVersionRoutes } from './modules/document-versions/routes';
import { fileRoutes } from './modules/files/routes';
import { createAnalysisDeps } from './analysis/analysis-deps';
import { analysisRoutes } from './modules/analysis/routes';
import { exportRoutes } from './modules/export/routes';
import { newOperatorToken } from './backup/operator-token';
import { operatorRoutes } from './backup/operator-routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { healthRoutes } from './modules/health/routes';
import { historyRoutes } from './modules/history/routes';
import { profileRoutes } from './modules/profile/routes';
import { vehiclePhotoRoutes } from './modules/vehicles/photo-routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { removeStaleKeys } from './modules/transfers/complete-transfer';
import { transferRoutes } from './modules/transfers/routes';
import { sharingRoutes } from './modules/sharing/routes';
import { storyRoutes } from './modules/stories/routes';
import { dossierRoutes } from './modules/dossier/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { taskRoutes } from './modules/tasks/routes';
import { csvImportRoutes } from './modules/csv-import/routes';
import { createStorage } from './storage/create-storage';
import { sweepOrphanFiles } from './storage/sweep-orphan-files';
import { deleteReleased, trackWrites } from './storage/tracked-storage';
import type { StorageProvider } from './storage/storage-provider';
import type { IntakeDeps } from './intake/receive-document';
import { sweepExpiredHolds } from './intake/intake-holds';
import { createAppJobs, type AppJobs } from './jobs/app-jobs';
import { warmPool } from './db/warm-pool';
import { warmStatements } from './modules/warm-statements';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DbKind;
    auth: Auth;
    mailer: Mailer;
    storage: StorageProvider;
    jobs: AppJobs;
    intake: IntakeDeps;
    /** What `npm run backup` shows to reach this running instance (backup/operator-token.ts). */
    operatorToken: string;
  }
}

const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface BuildAppOptions {
  config: Config;
  /** Where the built SPA lives; tests may point elsewhere or leave it missing. */
  clientDir?: string;
  logger?: boolean;
  /** Sees every route as it is added (the authorization matrix test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Opens the PostgreSQL pool's connections and prepares its statements on each before the server
   * is ready (db/warm-pool.ts), waiting at most WARM_POOL_WAIT_MS. main.ts asks for it; a test's
   * app does not (twenty connections a test for nothing) unless it tests the warm-up.
   */
  warmPool?: boolean;
}

/** How long a start waits for the pool's warm-up; beyond, the server is ready and the warm-up goes on. */
export const WARM_POOL_WAIT_MS = 5_000;

/** Builds the whole server. `main.ts` listens on it; tests call it and use `inject`. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL },
    // A line per request drowns everything else: only at LOG_LEVEL=debug or trace.
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace' }),
    trustProxy: config.TRUST_PROXY,
    // Decision 013: what a JSON route may receive; the few that need more say so themselves.
    bodyLimit: JSON_BODY_LIMIT,
    ...serverTimeouts(config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerCrossSiteGuard(app, { publicUrl: config.PUBLIC_URL, fallbackOrigin: config.publicUrl });
  registerNulGuard(app);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  // Opening PGlite compiles its WASM off the main thread: load better-auth (a large import) meanwhile.
  const [database, { createAuth }] = await Promise.all([openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }), import('./auth/auth')]);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, log: app.log });
  const auth = createAuth({ config, db: database.db, mailer, log: app.log });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  // Decision 013: every new file is announced before it is written; the sweep below removes the rowless.
  const storage = trackWrites(await createStorage(config), database.db);
  app.decorate('storage', storage);
  // The OCR pool starts its workers on first use. Jobs stop first (they use the pool and the
  // database), then the pool, then the database.
  const analysis = createAnalysisDeps(config, app.log);
  const jobs = createAppJobs({
    db: database.db,
    dbKind: database.kind,
    storage,
    analysis: () => analysis.deps,
    log: app.log,
    workers: config.JOB_WORKERS,
    mailer,
    publicUrl: config.publicUrl,
    orphanFileAgeMs: config.ORPHAN_FILE_AGE_MS,
  });
  app.decorate('jobs', jobs);
  app.decorate('intake', { db: database.db, storage, analysis: analysis.deps, wakeJobs: () => jobs.runner.wake() });
  app.addHook('onReady', async () => {
    await sweepExpiredHolds(database.db, storage).catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep expired intake holds'));
    // Files a crash left without their row; then once an hour through the job queue.
    await sweepOrphanFiles(database.db, storage, { olderThanMs: config.ORPHAN_FILE_AGE_MS })
      .then((removed) => removed && app.log.warn({ removed }, 'removed files a crash left without their row'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep orphan files'));
    await jobs.start();
  });
  let warming: Promise<unknown> = Promise.resolve();
  if (opts.warmPool) {
    app.addHook('onReady', async () => {
      const started = performance.now();
      warming = warmPool(database.db, warmStatements()).then((connections) => {
        if (connections) app.log.info({ connections, ms: Math.round(performance.now() - started) }, 'database connections opened and prepared');
      });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([warming, new Promise((resolve) => (timer = setTimeout(resolve, WARM_POOL_WAIT_MS)))]);
      clearTimeout(timer);
    });
  }
  app.addHook('onClose', async () => {
    await warming;
    await jobs.runner.stop();
    await analysis.close();
    await database.close();
  });

  registerSecurityHeaders(app, { isHttps: config.publicUrl.startsWith('https://') });
  // Several instances share one PostgreSQL: each write is announced to all of them.
  let changeFeed: ChangeFeed | undefined;
  if (config.DATABASE_URL) {
    changeFeed = await openChangeFeed({
      databaseUrl: config.DATABASE_URL,
      onChange: (writeId) => {
        sawWrite(writeId);
        forgetContentVersions();
      },
      onDisconnect: (down) => trustContentVersions(!down),
      log: app.log,
    });
    app.addHook('onClose', () => changeFeed!.close());
  }
  // Whatever a write changed, answers kept in this process (and, announced, in every other
  // instance) are checked again before reuse — before the answer leaves, so a read anywhere after it sees it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    forgetContentVersions();
    if (changeFeed) {
      const writeId = randomUUID();
      sawWrite(writeId);
      // Only a signed-in user's kept answers can go stale; sign-up and sign-in answer every address
      // byte for byte alike (decision 021), and a refused write changed nothing.
      if (reply.statusCode < 400 && !request.url.startsWith('/api/auth/'))
        reply.header('set-cookie', writeCookie(writeId, config.publicUrl.startsWith('https://')));
      await changeFeed.announce(writeId).catch((error) => request.log.warn({ err: error }, 'could not announce a change to other instances'));
    }
    return payload;
  });
  // A read right after the same browser's write through another instance, before its NOTIFY came.
  if (changeFeed) {
    app.addHook('onRequest', async (request) => {
      if (followsUnseenWrite(request.headers.cookie)) forgetContentVersions();
    });
  }
  await app.register(swagger, {
    openapi: {
      info: { title: 'Patina API', version: pkg.version, description: 'The garage of classic vehicles and their paperwork.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its policy asks browsers to fetch everything over https: on a plain-http install the page stayed blank.
    transformStaticCSP: (header) => (config.publicUrl.startsWith('https://') ? header : header.replace(/\s*upgrade-insecure-requests;?/, '')),
  });

  await app.register(authRoutes, {
    auth,
    publicUrl: config.PUBLIC_URL,
    fallbackOrigin: config.publicUrl,
    oidcName: config.OIDC_ISSUER ? config.OIDC_NAME : undefined,
  });
  await app.register(healthRoutes, { dbKind: database.kind, version: pkg.version });
  await app.register(profileRoutes);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 50, fieldSize: 1024 * 1024 } });
  // The rows' files were handed to the sweep in the deleting transaction (decision 013): gone now, or at the next sweep.
  await app.register(vehicleRoutes, { removeFiles: (keys) => deleteReleased(app.db, app.storage, keys).catch(() => undefined) });
  await app.register(vehiclePhotoRoutes);
  await app.register(documentRoutes);
  await app.register(documentVersionRoutes);
  await app.register(fileRoutes);
  await app.register(historyRoutes);
  await app.register(transferRoutes);
  await app.register(sharingRoutes);
  // Sender-path files of transfers that completed just before a crash (see complete-transfer.ts).
  app.addHook('onReady', () => void removeStaleKeys(app.db, app.storage).catch((error: unknown) => app.log.error(error, 'stale transfer files not removed')));
  await app.register(storyRoutes);
  await app.register(dossierRoutes);
  await app.register(wishlistRoutes);
  await app.register(feedbackRoutes);
  await app.register(taskRoutes);
  await app.register(csvImportRoutes);
  await app.register(exportRoutes);
  app.decorate('operatorToken', newOperatorToken());
  await app.register(operatorRoutes, { token: app.operatorToken });
  await app.register(analysisRoutes, { deps: () => analysis.deps });
  await registerSpa(app, opts.clientDir ?? defaultClientDir);
  return app;
}

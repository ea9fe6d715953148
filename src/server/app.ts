import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Auth } from './auth/auth';
import { authRoutes } from './auth/routes';
import type { Config } from './config';
import { openDatabase, type Db, type DbKind } from './db/client';
import { createMailer, type Mailer } from './email/mailer';
import { forgetContentVersions } from './cache/content-cache';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { documentRoutes } from './modules/documents/routes';
import { documentVersionRoutes } from './modules/document-versions/routes';
import { fileRoutes } from './modules/files/routes';
import { createAnalysisDeps } from './analysis/analysis-deps';
import { analysisRoutes } from './modules/analysis/routes';
import { healthRoutes } from './modules/health/routes';
import { profileRoutes } from './modules/profile/routes';
import { vehiclePhotoRoutes } from './modules/vehicles/photo-routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { createStorage } from './storage/create-storage';
import type { StorageProvider } from './storage/storage-provider';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DbKind;
    auth: Auth;
    mailer: Mailer;
    storage: StorageProvider;
  }
}

const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface BuildAppOptions {
  config: Config;
  /** Where the built SPA lives; tests may point elsewhere or leave it missing. */
  clientDir?: string;
  logger?: boolean;
}

/** Builds the whole server. `main.ts` listens on it; tests call it and use `inject`. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 15 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Opening PGlite compiles its WASM off the main thread: load better-auth (a large import) meanwhile.
  const [database, { createAuth }] = await Promise.all([
    openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }),
    import('./auth/auth'),
  ]);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, log: app.log });
  const auth = createAuth({ config, db: database.db, mailer });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  app.decorate('storage', await createStorage(config));
  app.addHook('onClose', async () => {
    await database.close();
  });

  registerSecurityHeaders(app, { isHttps: config.publicUrl.startsWith('https://') });
  // Whatever a write changed, answers kept in this process are checked again before reuse.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') forgetContentVersions();
    done(null, payload);
  });
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

  await app.register(authRoutes, { auth, origin: config.publicUrl });
  await app.register(healthRoutes, { dbKind: database.kind, version: pkg.version });
  await app.register(profileRoutes);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 50, fieldSize: 1024 * 1024 } });
  await app.register(vehicleRoutes, { removeFiles: (keys) => app.storage.delete(keys) });
  await app.register(vehiclePhotoRoutes);
  await app.register(documentRoutes);
  await app.register(documentVersionRoutes);
  await app.register(fileRoutes);
  // The OCR pool starts its workers on first use and stops them when the app closes.
  const analysis = createAnalysisDeps(config, app.log);
  app.addHook('onClose', () => analysis.close());
  await app.register(analysisRoutes, { deps: () => analysis.deps });
  await registerSpa(app, opts.clientDir ?? defaultClientDir);
  return app;
}

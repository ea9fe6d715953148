import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().default('vehicle-documents'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Patina <no-reply@patina.local>'),
  OCR_LANGS: z
    .string()
    .regex(/^[a-z_]+(\+[a-z_]+)*$/, 'must look like eng+deu')
    .default('eng+deu'),
  OCR_WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(32).optional()),
  /** Background jobs (decision 008) this instance runs at once; 0 leaves them to other instances. */
  JOB_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default('OpenID Connect')),
  ANALYSIS_LLM_URL: optionalUrl,
  ANALYSIS_LLM_MODEL: optionalString,
  ANALYSIS_LLM_API_KEY: optionalString,
  /**
   * Decision 013: a request must arrive whole (headers and body) within this time, or the
   * connection is closed with 408: slow-body connections cannot pile up. 120 s lets a 10 MB
   * upload through at ~0.7 Mbit/s.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** Decision 013: files stored with no row (a crash mid-upload) older than this are removed. */
  ORPHAN_FILE_AGE_MS: z.coerce.number().int().min(0).default(3_600_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string; publicUrl: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; a bad value throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`);
  // Checked on the raw values so that every problem is listed in one go.
  if (env.STORAGE_DRIVER === 's3') {
    for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!env[key]) problems.push(`${key}: is required when STORAGE_DRIVER=s3`);
    }
  }
  if (env.OIDC_ISSUER) {
    for (const key of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) {
      if (!env[key]) problems.push(`${key}: is required when OIDC_ISSUER is set`);
    }
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}

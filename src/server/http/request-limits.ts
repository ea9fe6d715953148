import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Decision 013: a JSON route takes at most this unless it declares more (analysis, versions). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * better-auth's bodies are an e-mail, a name and a password or a token: a few hundred bytes.
 * 16 KB leaves room and refuses a 14 MB body from its Content-Length, before reading it.
 */
export const AUTH_BODY_LIMIT = 16 * 1024;

/**
 * Node closes a connection whose request (headers and body) has not fully arrived within
 * REQUEST_TIMEOUT_MS with a 408, headers alone within a fifth of it (at most 20 s); it looks
 * at open connections every few seconds. This covers multipart uploads too: their stream
 * is part of the request.
 */
export function serverTimeouts(config: Pick<Config, 'REQUEST_TIMEOUT_MS'>): Pick<FastifyServerOptions, 'requestTimeout'> & { http: object } {
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  return {
    requestTimeout,
    http: {
      headersTimeout: Math.min(20_000, Math.max(100, Math.round(requestTimeout / 5))),
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.round(requestTimeout / 4))),
    },
  };
}

import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type ContentEncoding } from './accept-encoding';

const compress: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: a 200 KB garage list shrinks ~15× in a few milliseconds; 11 would take far longer.
  br: (body) =>
    promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 6 }),
};
/** Below this, compression saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;
/**
 * An answer smaller than this is compressed only from its second sending on: a one-off page of
 * the library costs less sent as it is than compressed for a single use.
 */
const ALWAYS_COMPRESSED_BYTES = 32 * 1024;

/**
 * A JSON answer prepared to be sent many times (a cached list): its bytes, an ETag, and each
 * compressed form made once, on first demand, on libuv's threads. Sending ~200 KB of garage list
 * uncompressed to every request cost more than everything else the request did.
 */
export class PreparedJson {
  readonly identity: Buffer;
  readonly etag: string;
  /** How often it was sent: see ALWAYS_COMPRESSED_BYTES. */
  sends = 0;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(json: string) {
    this.identity = Buffer.from(json);
    // Weak: the same tag stands for the plain and the compressed bytes (RFC 9110 §8.8.1).
    this.etag = `W/"${crypto.createHash('sha1').update(this.identity).digest('base64url')}"`;
  }

  encodedAs(encoding: ContentEncoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compress[encoding](this.identity);
      this.encoded.set(encoding, body);
      body.catch(() => this.encoded.delete(encoding));
    }
    return body;
  }
}

/** If-None-Match uses the weak comparison: W/"x" and "x" are the same tag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * One-off answers (built for one request, not kept) of ALWAYS_COMPRESSED_BYTES or more are
 * compressed at the fastest settings, gzip first (level 1 took two thirds of brotli 1's time on a
 * 13 KB list): over the internet a large page still shrinks ten times, and nothing is spent on
 * squeezing out the last bytes of an answer sent once.
 */
const fastCompress: Record<ContentEncoding, (body: string) => Promise<Buffer>> = {
  br: (body) => promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 1 }),
};

/**
 * Sends it as the client can take it: 304 when its copy is current, compressed when it offers
 * that. A plain string is an answer nothing kept: sent as the database and the route built it,
 * with no tag (nothing would recognise it again).
 */
export async function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, body: PreparedJson | string) {
  // private, no-cache: a browser keeps the copy but asks every time; an unchanged list is a 304.
  reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (typeof body === 'string') {
    const encoding = body.length >= ALWAYS_COMPRESSED_BYTES ? pickEncoding(request.headers['accept-encoding'], 'gzip') : null;
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(await fastCompress[encoding](body));
  }
  reply.header('etag', body.etag);
  if (matches(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  const size = body.identity.length;
  const worthIt = size >= ALWAYS_COMPRESSED_BYTES || (size >= MIN_COMPRESSED_BYTES && body.sends > 0);
  body.sends += 1;
  const encoding = worthIt ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(await body.encodedAs(encoding));
}

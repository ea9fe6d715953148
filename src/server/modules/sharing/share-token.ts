import crypto from 'node:crypto';

/** 256 bits of randomness (the issue asks ≥ 128), URL-safe: 43 characters. */
export const newShareToken = () => crypto.randomBytes(32).toString('base64url');

/** Only this is stored: a leaked database does not give working links. */
export const hashShareToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Anything else is refused before a query is made. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

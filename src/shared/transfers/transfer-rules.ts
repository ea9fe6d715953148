import type { TransferStatus } from './transfer-api';

export interface TransferFacts {
  status: TransferStatus;
  toEmail: string;
  expiresAt: Date;
}

export type CompletionCheck = 'ok' | 'not_addressed_to_you' | 'already_completed' | 'cancelled' | 'declined' | 'expired';

/**
 * May this user complete this transfer now? Only the addressee, only while pending and unexpired.
 * The order matters: someone else's transfer is "not yours" whatever its state, so its state leaks nothing.
 */
export function checkCompletion(t: TransferFacts, email: string, now: Date): CompletionCheck {
  if (t.toEmail.toLowerCase() !== email.toLowerCase()) return 'not_addressed_to_you';
  if (t.status === 'completed') return 'already_completed';
  if (t.status === 'cancelled') return 'cancelled';
  if (t.status === 'declined') return 'declined';
  if (t.status === 'expired' || t.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ok';
}

/** A pending transfer whose expiry passed is expired, whether or not a write has said so yet. */
export function effectiveStatus(status: TransferStatus, expiresAt: Date, now: Date): TransferStatus {
  return status === 'pending' && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}

export type StartCheck = 'ok' | 'to_yourself';

export function checkStart(fromEmail: string, toEmail: string): StartCheck {
  return fromEmail.trim().toLowerCase() === toEmail.trim().toLowerCase() ? 'to_yourself' : 'ok';
}

/** The storage key of a file under its new owner: the owner's id is the key's first segment after the bucket's prefix. */
export function rekey(key: string, fromUserId: string, toUserId: string): string {
  const parts = key.split('/');
  const at = parts.indexOf(fromUserId);
  if (at < 0 || at > 1) return key; // not under the sender's path: left where it is
  parts[at] = toUserId;
  return parts.join('/');
}

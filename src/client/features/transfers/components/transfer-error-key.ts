/** API codes of the transfer routes → their translated message. */
const known = [
  'transfer_to_self',
  'transfer_pending',
  'transfer_completed',
  'transfer_cancelled',
  'transfer_declined',
  'transfer_expired',
  'not_found',
  'conflict',
];

export const transferErrorKey = (code: string) => `transfers.errors.${known.includes(code) ? code : 'unknown'}`;

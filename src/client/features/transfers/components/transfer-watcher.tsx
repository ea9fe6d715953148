import { useEffect, useRef } from 'react';
import { useSession } from '@/lib/session-store';
import { checkMoment, type SeenSession } from '../check-moment';
import { TRANSFER_CHECK_DELAY_MS } from '../check-moment';

// The check and its API code load when a check runs, not with the first page (initial JS budget).
const runTransferCheck = () => import('../transfer-check').then((m) => m.runTransferCheck());

/**
 * SPEC §4: pending transfers to the signed-in user are completed on app start (the first session
 * found) and 1000 ms after each sign-in (SPEC §7 call 7: the SIGNED_IN event triggers the check).
 */
export function TransferWatcher() {
  const { session, isLoading } = useSession();
  const seen = useRef<SeenSession>({ started: false, userId: null });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (isLoading) return;
    const userId = session?.user.id ?? null;
    const before = seen.current;
    seen.current = { started: true, userId };
    if (userId === before.userId) return; // the same session refreshed: nothing changes
    clearTimeout(timer.current);
    const moment = checkMoment(before, userId);
    if (moment === 'now') void runTransferCheck();
    else if (moment === 'after_sign_in') timer.current = setTimeout(() => void runTransferCheck(), TRANSFER_CHECK_DELAY_MS);
  }, [session, isLoading]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return null;
}

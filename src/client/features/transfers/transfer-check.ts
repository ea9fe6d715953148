import { ApiError } from '@/lib/api';
import { getLanguage, loadFeatureTexts, translate } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { completeTransfer, fetchPendingTransfers } from './transfers-api';

export { TRANSFER_CHECK_DELAY_MS } from './check-moment';

/** SPEC §8: a denied query (PostgreSQL's 42501; here the API's 401/403) is ignored silently. */
const isDenied = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403 || error.code === '42501');

let running: Promise<number> | null = null;

/**
 * SPEC §4 "Vehicle transfer": completes every pending, unexpired transfer addressed to the
 * signed-in user, each with its own notice. Returns how many were completed. Other errors of the
 * query are only logged; a completion that fails is logged and skipped (SPEC §8).
 */
export function runTransferCheck(): Promise<number> {
  running ??= check().finally(() => {
    running = null;
  });
  return running;
}

async function check(): Promise<number> {
  let pending;
  try {
    pending = await fetchPendingTransfers();
  } catch (error) {
    if (!isDenied(error)) console.error('Pending transfers could not be read', error);
    return 0;
  }
  let completed = 0;
  for (const transfer of pending) {
    try {
      const { result } = await completeTransfer(transfer.id);
      if (!result) continue;
      completed += 1;
      await loadFeatureTexts('transfers');
      notify.success(translate(getLanguage(), 'transfers.received.title'), { description: translate(getLanguage(), 'transfers.received.description') });
    } catch (error) {
      console.error(`Transfer ${transfer.id} could not be completed`, error);
    }
  }
  if (completed > 0) {
    // Loaded only now: the landing page stays without the query library.
    const { queryClient } = await import('@/lib/query-client');
    await queryClient.invalidateQueries();
  }
  return completed;
}

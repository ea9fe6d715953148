import { useQuery, useQueryClient } from '@tanstack/react-query';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import type { Transfer } from '@shared/transfers/transfer-api';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { TransferList } from '@/features/transfers/components/transfer-list';
import { transferErrorKey } from '@/features/transfers/components/transfer-error-key';
import { runTransferCheck } from '@/features/transfers/transfer-check';
import { cancelTransfer, declineTransfer, transferKeys, transfersQuery } from '@/features/transfers/transfers-api';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';

/** SPEC's TestTransfer: my pending incoming and my outgoing transfers, and the check run by hand. */
export default function TestTransferScreen() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const query = useQuery(transfersQuery());
  const [checking, setChecking] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  const check = async () => {
    setChecking(true);
    const completed = await runTransferCheck();
    await qc.invalidateQueries({ queryKey: transferKeys.all });
    if (completed === 0) notify.info(t('transfers.test.nothing'));
    setChecking(false);
  };
  const end = async (transfer: Transfer, direction: 'incoming' | 'outgoing') => {
    setBusyId(transfer.id);
    try {
      await (direction === 'incoming' ? declineTransfer(transfer.id) : cancelTransfer(transfer.id));
      notify.success(t(direction === 'incoming' ? 'transfers.test.declined' : 'transfers.test.cancelled'));
    } catch (e) {
      notify.error(t(transferErrorKey(e instanceof ApiError ? e.code : 'unknown')));
    }
    await qc.invalidateQueries({ queryKey: transferKeys.all });
    setBusyId(null);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader
        title={t('transfers.test.title')}
        description={t('transfers.test.description')}
        actions={
          <Button onClick={() => void check()} disabled={checking}>
            <RefreshCw className={checking ? 'animate-spin' : undefined} aria-hidden />
            {t('transfers.test.run')}
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorBlock onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section aria-labelledby="incoming" className="space-y-3">
            <h2 id="incoming" className="font-display text-xl font-semibold text-forest-900">
              {t('transfers.test.incoming')}
            </h2>
            <TransferList transfers={query.data.incoming} direction="incoming" busyId={busyId} onAction={(tr) => void end(tr, 'incoming')} />
          </section>
          <section aria-labelledby="outgoing" className="space-y-3">
            <h2 id="outgoing" className="font-display text-xl font-semibold text-forest-900">
              {t('transfers.test.outgoing')}
            </h2>
            <TransferList transfers={query.data.outgoing} direction="outgoing" busyId={busyId} onAction={(tr) => void end(tr, 'outgoing')} />
          </section>
        </>
      )}
    </div>
  );
}

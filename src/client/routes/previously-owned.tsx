import { useQuery } from '@tanstack/react-query';
import Archive from 'lucide-react/icons/archive';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { vehiclesQuery } from '@/features/vehicles/api/vehicles-api';
import { TransferredAway } from '@/features/transfers/components/transferred-away';
import { transferredAwayQuery } from '@/features/transfers/transfers-api';
import { PreviouslyOwnedCard } from '@/features/vehicles/components/previously-owned-card';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function PreviouslyOwnedScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('vehicles.previous.title'));
  const query = useQuery(vehiclesQuery('previous'));
  const transferred = useQuery(transferredAwayQuery());
  // Until the transferred ones are known, no "nothing here yet" that may be wrong.
  const hasTransferred = transferred.isPending || (transferred.data?.length ?? 0) > 0;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('vehicles.previous.title')} description={t('vehicles.previous.description')} />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorBlock title={t('vehicles.previous.loadError')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        hasTransferred ? null : (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-forest-200 bg-white px-6 py-16 text-center">
            <Archive className="size-10 text-brass-500" aria-hidden />
            <h2 className="font-display text-2xl text-forest-900">{t('vehicles.previous.emptyTitle')}</h2>
            <p className="max-w-md text-stone-600">{t('vehicles.previous.emptyText')}</p>
          </div>
        )
      ) : (
        <ul className="space-y-4">
          {[...query.data]
            .sort((a, b) => (b.saleDate ?? '').localeCompare(a.saleDate ?? ''))
            .map((v) => (
              <PreviouslyOwnedCard key={v.id} vehicle={v} />
            ))}
        </ul>
      )}
      <TransferredAway />
    </div>
  );
}

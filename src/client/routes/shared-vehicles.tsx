import { useQuery, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import Link2 from 'lucide-react/icons/link-2';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@shared/format/date';
import type { Share } from '@shared/sharing/share-api';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EditShareDialog } from '@/features/sharing/components/edit-share-dialog';
import { SharedVehicleView } from '@/features/sharing/components/shared-vehicle-view';
import { revokeShare, shareKeys, sharedByMeQuery, sharedWithMeQuery, sharedWithMeVehicleQuery } from '@/features/sharing/sharing-api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';

/** Shared Vehicles: what others shared with me (read-only) and what I shared, with revoke. */
export default function SharedVehiclesScreen() {
  const [params] = useSearchParams();
  const vehicleId = params.get('vehicle');
  return <div className="mx-auto max-w-5xl">{vehicleId ? <SharedWithMeVehicle vehicleId={vehicleId} /> : <Overview />}</div>;
}

function SharedWithMeVehicle({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const query = useQuery(sharedWithMeVehicleQuery(vehicleId));
  return (
    <div className="space-y-6">
      <Link to="/shared-vehicles" className="inline-flex items-center gap-1 text-sm text-forest-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('sharing.vehicles.back')}
      </Link>
      {query.isPending ? <LoadingBlock /> : query.isError ? <ErrorBlock title={t('sharing.vehicles.gone')} /> : <SharedVehicleView shared={query.data} />}
    </div>
  );
}

function Overview() {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  const withMe = useQuery(sharedWithMeQuery());
  const byMe = useQuery(sharedByMeQuery());
  const [editing, setEditing] = useState<Share | null>(null);
  const revoke = async (share: Share) => {
    try {
      await revokeShare(share.id);
      notify.success(t('sharing.vehicles.revoked'));
    } catch {
      notify.error(t('sharing.errors.unknown'));
    }
    await qc.invalidateQueries({ queryKey: shareKeys.all });
  };
  return (
    <div className="space-y-10">
      <PageHeader title={t('sharing.vehicles.title')} description={t('sharing.vehicles.description')} />
      <section aria-labelledby="with-me" className="space-y-3">
        <h2 id="with-me" className="font-display text-2xl font-semibold text-forest-900">
          {t('sharing.vehicles.withMe')}
        </h2>
        {withMe.isPending ? (
          <LoadingBlock />
        ) : withMe.isError ? (
          <ErrorBlock onRetry={() => void withMe.refetch()} />
        ) : withMe.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-forest-200 bg-white px-4 py-6 text-center text-sm text-stone-600">
            {t('sharing.vehicles.withMeEmpty')}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {withMe.data.map((s) => (
              <li key={s.shareId}>
                <Link
                  to={`/shared-vehicles?vehicle=${encodeURIComponent(s.vehicleId)}`}
                  className="block rounded-xl border border-cream-200 bg-white p-4 shadow-sm transition hover:border-forest-300 hover:shadow"
                >
                  <p className="font-display text-lg text-forest-900">{s.vehicleName}</p>
                  <p className="text-sm text-stone-600">{t('sharing.view.sharedBy', { name: s.ownerName })}</p>
                  <p className="mt-2 text-xs text-stone-500">{s.scopes.map((x) => t(`sharing.scopes.${x}`)).join(' · ')}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="by-me" className="space-y-3">
        <h2 id="by-me" className="font-display text-2xl font-semibold text-forest-900">
          {t('sharing.vehicles.byMe')}
        </h2>
        {byMe.isPending ? (
          <LoadingBlock />
        ) : byMe.isError ? (
          <ErrorBlock onRetry={() => void byMe.refetch()} />
        ) : byMe.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-forest-200 bg-white px-4 py-6 text-center text-sm text-stone-600">
            {t('sharing.vehicles.byMeEmpty')}
          </p>
        ) : (
          <ul className="divide-y divide-cream-200 rounded-xl border border-cream-200 bg-white shadow-sm">
            {byMe.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                {s.kind === 'link' ? (
                  <Link2 className="size-5 shrink-0 text-brass-500" aria-hidden />
                ) : (
                  <Users className="size-5 shrink-0 text-brass-500" aria-hidden />
                )}
                <div className="min-w-0 flex-1 basis-[calc(100%-3rem)] sm:basis-0">
                  <p className="break-words font-medium text-forest-900">
                    <Link to={`/vehicle/${s.vehicleId}`} className="hover:underline">
                      {s.vehicleName}
                    </Link>
                    {' · '}
                    {s.kind === 'link' ? s.label || t('sharing.kind.link') : s.email}
                  </p>
                  <p className="truncate text-sm text-stone-600">
                    {s.kind === 'person' && s.label ? `${s.label} · ` : ''}
                    {s.expiresAt ? t('sharing.vehicles.expires', { date: formatDate(s.expiresAt, language, '') }) : t('sharing.vehicles.noExpiry')}
                  </p>
                  <p className="mt-0.5 flex items-center gap-1 text-xs text-stone-500">
                    <Eye className="size-3.5" aria-hidden />
                    {t('sharing.vehicles.views', { count: s.viewCount })}
                    {s.lastViewedAt && ` · ${t('sharing.vehicles.lastViewed', { date: formatDate(s.lastViewedAt, language, '') })}`}
                  </p>
                </div>
                <span
                  className={`ml-8 rounded-full px-2.5 py-0.5 text-xs font-medium sm:ml-0 ${s.status === 'active' ? 'bg-forest-100 text-forest-800' : 'bg-stone-100 text-stone-700'}`}
                >
                  {t(`sharing.status.${s.status}`)}
                </span>
                {s.status === 'active' && (
                  <>
                    <Button size="sm" variant="outline" onClick={() => setEditing(s)}>
                      {t('sharing.edit.button')}
                    </Button>
                    <Button size="sm" variant="outline" className="text-red-800 hover:bg-red-50" onClick={() => void revoke(s)}>
                      {t('sharing.vehicles.revoke')}
                    </Button>
                  </>
                )}
                <p className="basis-full pl-8 text-xs text-stone-500">{s.scopes.map((x) => t(`sharing.scopes.${x}`)).join(' · ')}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && <EditShareDialog key={editing.id} share={editing} open onOpenChange={(open) => !open && setEditing(null)} />}
    </div>
  );
}

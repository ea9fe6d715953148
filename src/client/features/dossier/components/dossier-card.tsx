import { useQuery } from '@tanstack/react-query';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Download from 'lucide-react/icons/download';
import FileCheck2 from 'lucide-react/icons/file-check-corner';
import FileStack from 'lucide-react/icons/file-stack';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import { dossierPercent, type Dossier } from '@shared/dossier/dossier-api';
import { formatDate } from '@shared/format/date';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { dossierQuery } from '../dossier-api';
import { CreateDossierDialog } from './create-dossier-dialog';

const sizeText = (bytes: number, language: string) => {
  const mb = bytes / 1024 / 1024;
  const fmt = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: mb < 10 ? 1 : 0 });
  return mb < 1 ? `${fmt.format(Math.max(1, Math.round(bytes / 1024)))} KB` : `${fmt.format(mb)} MB`;
};

function DownloadLink({ dossier }: { dossier: Dossier }) {
  const { t, language } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild>
        <a href={dossier.downloadUrl!} download={dossier.fileName ?? undefined}>
          <Download aria-hidden />
          {t('dossier.download')}
        </a>
      </Button>
      <p className="text-sm text-stone-600">
        {t('dossier.readyMeta', {
          date: formatDate(dossier.finishedAt ?? dossier.createdAt, language === 'de' ? 'de' : 'en'),
          pages: dossier.pageCount ?? 0,
          size: sizeText(dossier.fileSize ?? 0, language),
          language: t(`dossier.languages.${dossier.options.language}`),
        })}
      </p>
    </div>
  );
}

/**
 * The vehicle profile's dossier card: create one (a dialog of what to include), watch the job
 * write it, download the PDF. The last finished dossier stays downloadable until the next one is ready.
 */
export function DossierCard({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const query = useQuery(dossierQuery(vehicleId));
  const [open, setOpen] = useState(false);
  const d = query.data?.dossier ?? null;
  const previous = query.data?.previous ?? null;
  const working = d?.status === 'queued' || d?.status === 'running';
  const percent = d ? dossierPercent(d) : 0;
  return (
    <section aria-labelledby="vehicle-dossier-title" data-testid="dossier-card" className="rounded-xl border border-cream-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 max-w-xl gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-forest-50 text-forest-700">
            <FileStack className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id="vehicle-dossier-title" className="font-display text-xl font-semibold text-forest-900">
              {t('dossier.title')}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t('dossier.text')}</p>
          </div>
        </div>
        <Button variant={d?.status === 'ready' ? 'outline' : 'default'} onClick={() => setOpen(true)} disabled={working || query.isPending}>
          {d ? <RefreshCw aria-hidden /> : <FileCheck2 aria-hidden />}
          {d ? t('dossier.createNew') : t('dossier.create')}
        </Button>
      </div>

      {working && d && (
        <div className="mt-5 space-y-2" data-testid="dossier-progress">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium text-forest-900">{t(`dossier.stages.${d.stage ?? (d.status === 'queued' ? 'queued' : 'collect')}`)}</span>
            <span className="tabular-nums text-stone-600">{percent} %</span>
          </div>
          <div
            role="progressbar"
            aria-label={t('dossier.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-cream-100"
          >
            <div className="h-full rounded-full bg-forest-700 transition-[width] duration-500" style={{ width: `${Math.max(3, percent)}%` }} />
          </div>
          <p className="text-xs text-stone-500">{t('dossier.workingHint')}</p>
        </div>
      )}

      {d?.status === 'failed' && (
        <p role="alert" className="mt-5 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {t('dossier.failed')}
            {d.error && <span className="mt-0.5 block text-xs text-red-700">{d.error}</span>}
          </span>
        </p>
      )}

      {d?.status === 'ready' && d.downloadUrl && (
        <div className="mt-5">
          <DownloadLink dossier={d} />
        </div>
      )}
      {previous?.downloadUrl && (
        <div className="mt-4 border-t border-cream-200 pt-4">
          <p className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-brass-700">{t('dossier.previous')}</p>
          <DownloadLink dossier={previous} />
        </div>
      )}

      <CreateDossierDialog vehicleId={vehicleId} open={open} onOpenChange={setOpen} initial={d?.options ?? previous?.options ?? null} />
    </section>
  );
}

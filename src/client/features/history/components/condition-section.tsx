import { useMutation, useQueryClient } from '@tanstack/react-query';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { defaultScale, scaleMax } from '@shared/history/condition-scales';
import type { Grading, ValueHistory } from '@shared/history/history-api';
import { formatDate } from '@shared/format/date';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { deleteGrading, historyKeys } from '../history-api';
import { GradingDialog } from './grading-dialog';

/** The condition grade history: the current grade, every grading with its note and photos, add/edit/delete. */
export function ConditionSection({ history, readOnly }: { history: ValueHistory; readOnly: boolean }) {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Grading | 'new' | null>(null);
  const vehicleId = history.vehicle.id;
  const current = history.gradings[0];
  const scale = current?.scale ?? defaultScale(language);
  const remove = useMutation({
    mutationFn: (id: string) => deleteGrading(vehicleId, id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: historyKeys.all });
      void qc.invalidateQueries({ queryKey: ['vehicles'] });
      notify.success(t('history.condition.deleted'));
    },
    onError: () => notify.error(t('history.condition.deleteFailed')),
  });
  return (
    <section id="condition" aria-labelledby="condition-title" className="scroll-mt-24 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="condition-title" className="font-display text-xl font-semibold text-forest-900">
          {t('history.condition.title')}
        </h2>
        {!readOnly && (
          <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {t('history.condition.add')}
          </Button>
        )}
      </div>
      {current ? (
        <p className="text-sm text-stone-600" data-testid="current-grade">
          {t('history.condition.current', {
            grade: current.grade,
            max: scaleMax[current.scale],
            meaning: t(`history.scales.${current.scale}.grades.${current.grade}`),
            scale: t(`history.scales.${current.scale}.name`),
          })}
        </p>
      ) : (
        <p className="rounded-xl border border-dashed border-cream-200 bg-white px-4 py-6 text-center text-sm text-stone-600">{t('history.condition.empty')}</p>
      )}
      {history.gradings.length > 0 && (
        <ol className="divide-y divide-cream-200 overflow-hidden rounded-xl border border-cream-200 bg-white">
          {history.gradings.map((g) => (
            <li key={g.id} className="flex flex-wrap items-start gap-3 px-4 py-3">
              <span className="flex size-11 shrink-0 flex-col items-center justify-center rounded-lg bg-forest-800 text-cream-50">
                <span className="font-display text-lg font-semibold leading-none">{g.grade}</span>
                <span className="text-[10px] leading-none opacity-80">/{scaleMax[g.scale]}</span>
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-forest-900">{t(`history.scales.${g.scale}.grades.${g.grade}`)}</p>
                <p className="text-xs text-stone-500">
                  {formatDate(g.date, language)} · {t(`history.scales.${g.scale}.name`)}
                </p>
                {g.note && <p className="mt-1 text-sm text-stone-700">{g.note}</p>}
                {g.photos.length > 0 && (
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {g.photos.map((p) => (
                      <img key={p.id} src={p.thumbUrl} alt="" loading="lazy" className="size-12 rounded-md object-cover" />
                    ))}
                  </div>
                )}
              </div>
              {!readOnly && (
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={t('history.condition.edit')} onClick={() => setEditing(g)}>
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('history.condition.delete')}
                    className="text-red-800 hover:bg-red-50"
                    onClick={() => window.confirm(t('history.condition.confirmDelete')) && remove.mutate(g.id)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <GradingDialog
        vehicleId={vehicleId}
        scale={scale}
        grading={editing === 'new' ? null : editing}
        photos={history.photos}
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
      />
    </section>
  );
}

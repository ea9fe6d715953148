import History from 'lucide-react/icons/rotate-ccw-clock';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** "Start from the timeline": choose a period (a restoration, a rally season); the editor opens with its events as an outline. */
export function TimelineStartButton({ vehicleId, variant = 'outline' }: { vehicleId: string; variant?: 'outline' | 'default' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const year = new Date().getFullYear();
  const [from, setFrom] = useState(`${year - 1}-01-01`);
  const [to, setTo] = useState(isoDay(new Date()));
  const isValid = Boolean(from && to && to >= from);
  const presets = [year, year - 1, year - 2].map((y) => ({ label: String(y), from: `${y}-01-01`, to: `${y}-12-31` }));

  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <History aria-hidden />
        {t('stories.timeline.start')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('stories.timeline.title')} description={t('stories.timeline.description')}>
        <form
          className="mt-5 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (isValid) navigate(`/vehicle/${vehicleId}/create-story?${new URLSearchParams({ from, to })}`);
          }}
        >
          <div className="flex flex-wrap gap-2" aria-label={t('stories.timeline.presets')}>
            {presets.map((p) => (
              <Button
                key={p.label}
                type="button"
                size="sm"
                variant={from === p.from && to === p.to ? 'default' : 'outline'}
                onClick={() => (setFrom(p.from), setTo(p.to))}
              >
                {p.label}
              </Button>
            ))}
          </div>
          <div className="grid grid-cols-2 gap-3">
            <FormField id="timeline-from" label={t('stories.form.from')}>
              <Input id="timeline-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
            </FormField>
            <FormField id="timeline-to" label={t('stories.form.to')} error={from && to && to < from ? t('stories.errors.endBeforeStart') : undefined}>
              <Input id="timeline-to" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} required />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('stories.timeline.cancel')}
            </Button>
            <Button type="submit" disabled={!isValid}>
              {t('stories.timeline.create')}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import History from 'lucide-react/icons/rotate-ccw-clock';
import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { bodyStyles, transmissions, type Vehicle, type VehicleInput } from '@shared/vehicles/vehicle-schema';
import { checkVin } from '@shared/vehicles/vin';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/api';
import { vehicleKeys } from '../api/vehicles-api';
import { clearDraftPhotos, loadDraftPhotos, saveDraftPhotos } from '../hooks/photo-draft-store';
import type { PhotoItem } from '../hooks/photo-items';
import { saveVehicle } from '../hooks/save-vehicle';
import { clearDraft, readDraft, writeDraft } from '../hooks/vehicle-draft';
import { emptyFormValues, formValuesFrom, vehicleFormSchema, type VehicleFormValues } from '../hooks/vehicle-form-values';
import { vehicleName } from '../hooks/vehicle-name';
import { ConditionGradeField } from './condition-grade-field';
import { fieldErrorKey } from './field-error-key';
import { FormField, FormSection, selectClass } from './form-field';
import { PhotoPicker } from './photo-picker';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'NZD'];
const storedItems = (v?: Vehicle): PhotoItem[] =>
  [...(v?.photos ?? [])].sort((a, b) => a.position - b.position).map((photo) => ({ key: photo.id, kind: 'stored', photo }));

/** /add-vehicle and /vehicle/:id/edit: one form, a draft kept on this device while typing. */
/** A choice that may stay unset; each value's label is `keyPrefix.value`. */
function OptionalSelect({ values, keyPrefix, ...props }: { values: readonly string[]; keyPrefix: string } & ComponentProps<'select'>) {
  const { t } = useTranslation();
  return (
    <select className={selectClass} {...props}>
      <option value="">{t('vehicles.notSet')}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {t(`${keyPrefix}.${v}`)}
        </option>
      ))}
    </select>
  );
}

export function VehicleForm({ vehicle }: { vehicle?: Vehicle }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const draftId = vehicle?.id ?? 'new';
  const base = useMemo(() => (vehicle ? formValuesFrom(vehicle, language) : emptyFormValues(language)), [vehicle, language]);
  const [initialDraft] = useState(() => readDraft<VehicleFormValues>(draftId));
  const form = useForm<VehicleFormValues, unknown, VehicleInput>({
    resolver: zodResolver(vehicleFormSchema(language) as never) as unknown as Resolver<VehicleFormValues, unknown, VehicleInput>,
    defaultValues: initialDraft ? { ...base, ...initialDraft.values } : base,
    mode: 'onTouched',
  });
  const [items, setItems] = useState<PhotoItem[]>(() => storedItems(vehicle));
  const [coverKey, setCoverKey] = useState<string | null>(() => vehicle?.photos.find((p) => p.isCover)?.id ?? null);
  const [hasDraft, setHasDraft] = useState(Boolean(initialDraft));
  const [saveFailed, setSaveFailed] = useState(false);

  // Restore the draft's photos (new ones from IndexedDB) and their order and cover.
  useEffect(() => {
    if (!initialDraft) return;
    let alive = true;
    void loadDraftPhotos(draftId).then((saved) => {
      if (!alive) return;
      const fresh: PhotoItem[] = saved.map((p) => ({ key: p.key, kind: 'new', file: p.blob, name: p.name, url: URL.createObjectURL(p.blob) }));
      const all = [...storedItems(vehicle), ...fresh];
      const order = initialDraft.photoOrder;
      const ordered = order ? order.map((k) => all.find((i) => i.key === k)).filter((i): i is PhotoItem => Boolean(i)) : all;
      setItems(ordered);
      if (initialDraft.coverKey !== undefined) setCoverKey(initialDraft.coverKey);
    });
    return () => {
      alive = false;
    };
  }, [draftId, initialDraft, vehicle]);

  // Keep the draft while typing (debounced), photos included.
  const latest = useRef({ items, coverKey });
  latest.current = { items, coverKey };
  const timer = useRef<number | undefined>(undefined);
  const saveDraftSoon = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const { items: its, coverKey: cover } = latest.current;
      writeDraft(draftId, { values: form.getValues(), photoOrder: its.map((i) => i.key), coverKey: cover });
      void saveDraftPhotos(
        draftId,
        its.flatMap((i) => (i.kind === 'new' ? [{ key: i.key, name: i.name, blob: i.file }] : [])),
      );
      setHasDraft(true);
    }, 300);
  };
  useEffect(() => {
    const sub = form.watch((_, { type }) => {
      if (type === 'change') saveDraftSoon();
    });
    return () => {
      sub.unsubscribe();
      window.clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, draftId]);

  const setPhotos = (next: PhotoItem[], cover: string | null) => {
    setItems(next);
    setCoverKey(cover);
    latest.current = { items: next, coverKey: cover };
    saveDraftSoon();
  };

  const discardDraft = () => {
    window.clearTimeout(timer.current);
    clearDraft(draftId);
    void clearDraftPhotos(draftId);
    form.reset(base);
    setItems(storedItems(vehicle));
    setCoverKey(vehicle?.photos.find((p) => p.isCover)?.id ?? null);
    setHasDraft(false);
  };

  const onSubmit = form.handleSubmit(async (input) => {
    setSaveFailed(false);
    window.clearTimeout(timer.current);
    try {
      const { vehicle: saved, photosFailed } = await saveVehicle(vehicle, input, items, coverKey);
      clearDraft(draftId);
      await clearDraftPhotos(draftId);
      qc.setQueryData(vehicleKeys.detail(saved.id), saved);
      await qc.invalidateQueries({ queryKey: vehicleKeys.all });
      if (photosFailed) notify.error(t('vehicles.form.photoError'));
      else notify.success(t('vehicles.form.saved'), { description: vehicleName(saved) });
      navigate(`/vehicle/${saved.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.issues?.length) {
        for (const issue of error.issues) {
          const field = issue.path.replace(/^body\./, '') as keyof VehicleFormValues;
          form.setError(field, { message: issue.message });
        }
      } else {
        setSaveFailed(true);
      }
    }
  });

  const { errors, isSubmitting, submitCount } = form.formState;
  // Derived, not kept: the request to correct the marked fields goes once they are corrected.
  const formError = submitCount > 0 && Object.keys(errors).length > 0 ? t('vehicles.form.fixErrors') : saveFailed ? t('vehicles.form.saveError') : null;
  const err = (field: keyof VehicleFormValues) =>
    errors[field] ? t(fieldErrorKey(errors[field]?.message, field), { example: language === 'de' ? '45.000' : '45,000' }) : undefined;
  const reg = (field: keyof VehicleFormValues) => ({
    id: `vehicle-${field}`,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `vehicle-${field}-error` : undefined,
    ...form.register(field),
  });
  const vin = form.watch('vin');
  const vinCheck = checkVin(vin);
  const currency = form.watch('currency');
  const [make, model, year] = form.watch(['make', 'model', 'year']);
  const label = [year, make, model].filter(Boolean).join(' ') || t('vehicles.untitled');
  const [grade, gradeScale] = form.watch(['conditionGrade', 'conditionScale']);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
        {hasDraft && (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brass-300 bg-cream-100 px-4 py-3 text-sm text-forest-900"
          >
            <span className="flex items-center gap-2">
              <History className="size-4 text-brass-700" aria-hidden />
              {initialDraft ? t('vehicles.form.draftRestored') : t('vehicles.form.editDescription')}
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={discardDraft}>
              {t('vehicles.form.discardDraft')}
            </Button>
          </div>
        )}
        {formError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <FormSection title={t('vehicles.form.identity')}>
          <div className="grid gap-4 sm:grid-cols-6">
            <FormField id="vehicle-year" label={t('vehicles.fields.year')} error={err('year')} className="sm:col-span-2">
              <Input inputMode="numeric" autoComplete="off" placeholder={t('vehicles.placeholders.year')} {...reg('year')} />
            </FormField>
            <FormField id="vehicle-make" label={t('vehicles.fields.make')} error={err('make')} className="sm:col-span-4">
              <Input autoComplete="off" placeholder={t('vehicles.placeholders.make')} {...reg('make')} />
            </FormField>
            <FormField id="vehicle-model" label={t('vehicles.fields.model')} error={err('model')} className="sm:col-span-3">
              <Input autoComplete="off" placeholder={t('vehicles.placeholders.model')} {...reg('model')} />
            </FormField>
            <FormField id="vehicle-variant" label={t('vehicles.fields.variant')} error={err('variant')} className="sm:col-span-3">
              <Input autoComplete="off" placeholder={t('vehicles.placeholders.variant')} {...reg('variant')} />
            </FormField>
          </div>
        </FormSection>

        <FormSection title={t('vehicles.form.numbers')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="vehicle-vin" label={t('vehicles.fields.vin')} error={err('vin')} hint={t('vehicles.fields.vinHint')} className="sm:col-span-2">
              <Input autoComplete="off" spellCheck={false} className="font-mono uppercase tracking-wider" {...reg('vin')} />
            </FormField>
            {vinCheck.ok && vinCheck.warning && !errors.vin && (
              <p role="status" className="flex items-start gap-2 rounded-md bg-cream-100 px-3 py-2 text-sm text-brass-700 sm:col-span-2">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                {t('vehicles.form.vinWarning')}
              </p>
            )}
            <FormField id="vehicle-engineNumber" label={t('vehicles.fields.engineNumber')} error={err('engineNumber')}>
              <Input autoComplete="off" className="font-mono" {...reg('engineNumber')} />
            </FormField>
            <FormField id="vehicle-matchingNumbers" label={t('vehicles.fields.matchingNumbers')} error={err('matchingNumbers')}>
              <select className={selectClass} {...reg('matchingNumbers')}>
                <option value="unknown">{t('vehicles.matching.unknown')}</option>
                <option value="yes">{t('vehicles.matching.yes')}</option>
                <option value="no">{t('vehicles.matching.no')}</option>
              </select>
            </FormField>
            <FormField id="vehicle-licensePlate" label={t('vehicles.fields.licensePlate')} error={err('licensePlate')}>
              <Input autoComplete="off" className="uppercase" {...reg('licensePlate')} />
            </FormField>
          </div>
        </FormSection>

        <FormSection title={t('vehicles.form.specification')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="vehicle-bodyStyle" label={t('vehicles.fields.bodyStyle')} error={err('bodyStyle')}>
              <OptionalSelect values={bodyStyles} keyPrefix="vehicles.bodyStyles" {...reg('bodyStyle')} />
            </FormField>
            <FormField id="vehicle-transmission" label={t('vehicles.fields.transmission')} error={err('transmission')}>
              <OptionalSelect values={transmissions} keyPrefix="vehicles.transmissions" {...reg('transmission')} />
            </FormField>
            <FormField id="vehicle-engine" label={t('vehicles.fields.engine')} error={err('engine')} className="sm:col-span-2">
              <Input autoComplete="off" placeholder={t('vehicles.placeholders.engine')} {...reg('engine')} />
            </FormField>
            <FormField id="vehicle-exteriorColor" label={t('vehicles.fields.exteriorColor')} error={err('exteriorColor')}>
              <Input autoComplete="off" {...reg('exteriorColor')} />
            </FormField>
            <FormField id="vehicle-interiorColor" label={t('vehicles.fields.interiorColor')} error={err('interiorColor')}>
              <Input autoComplete="off" {...reg('interiorColor')} />
            </FormField>
          </div>
        </FormSection>

        <FormSection title={t('vehicles.form.conditionUse')}>
          <div className="space-y-5">
            <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
              <FormField id="vehicle-odometer" label={t('vehicles.fields.odometer')} error={err('odometer')}>
                <Input inputMode="numeric" autoComplete="off" {...reg('odometer')} />
              </FormField>
              <FormField id="vehicle-odometerUnit" label={t('vehicles.fields.odometerUnit')} error={err('odometerUnit')}>
                <select className={selectClass} {...reg('odometerUnit')}>
                  <option value="km">{t('vehicles.unitNames.km')}</option>
                  <option value="mi">{t('vehicles.unitNames.mi')}</option>
                </select>
              </FormField>
            </div>
            <ConditionGradeField
              name="conditionGrade"
              value={grade}
              scale={gradeScale}
              onChange={(v, scale) => {
                form.setValue('conditionGrade', v as VehicleFormValues['conditionGrade'], { shouldDirty: true });
                form.setValue('conditionScale', scale, { shouldDirty: true });
                saveDraftSoon();
              }}
            />
            {errors.conditionGrade && <p className="text-sm text-red-700">{err('conditionGrade')}</p>}
          </div>
        </FormSection>

        <FormSection title={t('vehicles.form.ownership')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="vehicle-purchaseDate" label={t('vehicles.fields.purchaseDate')} error={err('purchaseDate')}>
              <Input type="date" {...reg('purchaseDate')} />
            </FormField>
            <FormField id="vehicle-currency" label={t('vehicles.fields.currency')} error={err('currency')}>
              <select className={selectClass} {...reg('currency')}>
                {[...new Set([...CURRENCIES, currency])].map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id="vehicle-purchasePrice"
              label={t('vehicles.fields.purchasePrice')}
              error={err('purchasePrice')}
              hint={t('vehicles.form.moneyHint', { currency })}
            >
              <Input inputMode="decimal" autoComplete="off" {...reg('purchasePrice')} />
            </FormField>
            <FormField
              id="vehicle-estimatedValue"
              label={t('vehicles.fields.estimatedValue')}
              error={err('estimatedValue')}
              hint={t('vehicles.form.moneyHint', { currency })}
            >
              <Input inputMode="decimal" autoComplete="off" {...reg('estimatedValue')} />
            </FormField>
            <FormField id="vehicle-notes" label={t('vehicles.fields.notes')} error={err('notes')} className="sm:col-span-2">
              <textarea
                rows={5}
                placeholder={t('vehicles.placeholders.notes')}
                className="flex w-full rounded-md border border-forest-200 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400 focus-visible:border-brass-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
                {...reg('notes')}
              />
            </FormField>
          </div>
        </FormSection>
      </div>

      {/* On phones the photos come first and the buttons last; on wide screens both stay in view beside the form. */}
      <aside className="order-first space-y-4 lg:sticky lg:top-24 lg:order-none lg:col-start-2 lg:row-start-1">
        <FormSection title={t('vehicles.fields.photos')}>
          <PhotoPicker items={items} coverKey={coverKey} onChange={setPhotos} vehicleLabel={label} />
        </FormSection>
        <div className="hidden flex-col gap-2 rounded-xl border border-cream-200 bg-white p-4 shadow-sm lg:flex">
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t('vehicles.form.saving') : t('vehicles.form.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => navigate(vehicle ? `/vehicle/${vehicle.id}` : '/garage')}>
            {t('vehicles.form.cancel')}
          </Button>
        </div>
      </aside>
      <div className="flex flex-col gap-2 lg:hidden">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('vehicles.form.saving') : t('vehicles.form.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => navigate(vehicle ? `/vehicle/${vehicle.id}` : '/garage')}>
          {t('vehicles.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

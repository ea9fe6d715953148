import { zodResolver } from '@hookform/resolvers/zod';
import Camera from 'lucide-react/icons/camera';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { vehicleInputSchema } from '@shared/vehicles/vehicle-schema';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useSession } from '@/features/auth/auth-api';
import { createVehicle, uploadPhotos, vehicleKeys } from '@/features/vehicles/api/vehicles-api';
import { fieldErrorKey } from '@/features/vehicles/components/field-error-key';
import { FormField } from '@/features/vehicles/components/form-field';
import { VehiclePlaceholder } from '@/features/vehicles/components/vehicle-cover';
import { discardPendingVehicle, keepPendingVehicle, pendingVehicle, type QuickVehicle } from '@/features/vehicles/hooks/pending-vehicle';
import { photoProblem } from '@/features/vehicles/hooks/photo-items';
import { vehicleName } from '@/features/vehicles/hooks/vehicle-name';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';

type QuickForm = { year: string; make: string; model: string };
const quickSchema = z.preprocess(
  (v) => {
    const f = v as QuickForm;
    const year = f.year.trim();
    return { ...f, year: year === '' ? undefined : /^\d+$/.test(year) ? Number(year) : Number.NaN };
  },
  vehicleInputSchema.pick({ year: true, make: true, model: true }),
);

/** Public: year, make, model and one photo. A visitor's vehicle waits in the browser until sign-up. */
export default function QuickAddScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('vehicles.quick.title'));
  const { session } = useSession();
  const navigate = useNavigate();
  const photoId = useId();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [kept, setKept] = useState<QuickVehicle | null>(() => (session ? null : (pendingVehicle()?.values ?? null)));
  const [failed, setFailed] = useState(false);
  const form = useForm<QuickForm, unknown, QuickVehicle>({
    resolver: zodResolver(quickSchema as never) as unknown as Resolver<QuickForm, unknown, QuickVehicle>,
    defaultValues: { year: '', make: '', model: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const err = (f: keyof QuickForm) => (errors[f] ? t(fieldErrorKey(errors[f]?.message, f)) : undefined);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setPhotoError(t(`vehicles.photos.${problem}`, { name: file.name }));
      return;
    }
    setPhotoError(null);
    setPhoto(file);
    setPreview(URL.createObjectURL(file));
  };

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      if (session) {
        const created = await createVehicle(values);
        if (photo) await uploadPhotos(created.id, [photo]).catch(() => notify.error(t('vehicles.form.photoError')));
        // This public screen sits outside the query provider, but shares its cache.
        void queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
        notify.success(t('vehicles.quick.added', { vehicle: vehicleName(values) }));
        navigate(`/vehicle/${created.id}`);
      } else {
        await keepPendingVehicle(values, photo);
        setKept(values);
      }
    } catch {
      setFailed(true);
    }
  });

  if (kept) {
    const name = vehicleName(kept);
    return (
      <div className="mx-auto max-w-xl py-6">
        <Card className="overflow-hidden">
          <div className="bg-forest-900 px-6 py-8 text-cream-50">
            <CheckCircle2 className="size-9 text-brass-400" aria-hidden />
            <h1 className="mt-3 font-display text-3xl font-semibold">{t('vehicles.quick.keptTitle', { vehicle: name })}</h1>
            <p className="mt-2 text-cream-100/80">{t('vehicles.quick.keptText')}</p>
          </div>
          <div className="flex flex-col gap-3 p-6 sm:flex-row">
            <Button asChild size="lg" className="flex-1">
              <Link to="/auth?mode=sign-up&redirect=%2Fgarage">{t('vehicles.quick.signUp')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="flex-1">
              <Link to="/auth?redirect=%2Fgarage">{t('vehicles.quick.signIn')}</Link>
            </Button>
          </div>
          <div className="border-t border-cream-200 px-6 py-3 text-center">
            <button
              type="button"
              className="text-sm text-forest-700 underline-offset-4 hover:underline"
              onClick={() => void discardPendingVehicle().then(() => setKept(null))}
            >
              {t('vehicles.quick.startOver')}
            </button>
          </div>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl py-2">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brass-700">Patina</p>
      <h1 className="mt-2 font-display text-4xl font-semibold text-forest-900">{t('vehicles.quick.title')}</h1>
      <p className="mt-2 text-lg text-stone-600">{t('vehicles.quick.description')}</p>
      <Card className="mt-8 overflow-hidden">
        <form onSubmit={submit} noValidate className="grid md:grid-cols-2">
          <div className="border-b border-cream-200 p-5 md:border-b-0 md:border-r">
            <span className="text-sm font-medium text-forest-900">{t('vehicles.quick.photo')}</span>
            <label
              htmlFor={photoId}
              className="mt-1.5 block cursor-pointer overflow-hidden rounded-xl border-2 border-dashed border-forest-200 transition hover:border-brass-400 focus-within:ring-2 focus-within:ring-brass-300"
            >
              {preview ? (
                <img src={preview} alt={t('vehicles.quick.photo')} className="aspect-[4/3] w-full object-cover" />
              ) : (
                <VehiclePlaceholder label="" className="aspect-[4/3] w-full" />
              )}
              <span className="flex items-center justify-center gap-2 border-t border-cream-200 bg-white py-2.5 text-sm font-medium text-forest-700">
                <Camera className="size-4" aria-hidden />
                {preview ? t('vehicles.quick.changePhoto') : t('vehicles.quick.choosePhoto')}
              </span>
              <input
                id={photoId}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
                className="sr-only"
                onChange={(e) => pick(e.target.files?.[0])}
              />
            </label>
            <p className="mt-2 text-xs text-stone-500">{t('vehicles.quick.photoHint')}</p>
            {photoError && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {photoError}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-4 p-5">
            {failed && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {t('vehicles.quick.error')}
              </p>
            )}
            <FormField id="quick-year" label={t('vehicles.fields.year')} error={err('year')}>
              <Input
                id="quick-year"
                inputMode="numeric"
                placeholder={t('vehicles.placeholders.year')}
                aria-invalid={Boolean(errors.year)}
                {...form.register('year')}
              />
            </FormField>
            <FormField id="quick-make" label={t('vehicles.fields.make')} error={err('make')}>
              <Input id="quick-make" placeholder={t('vehicles.placeholders.make')} aria-invalid={Boolean(errors.make)} {...form.register('make')} />
            </FormField>
            <FormField id="quick-model" label={t('vehicles.fields.model')} error={err('model')}>
              <Input id="quick-model" placeholder={t('vehicles.placeholders.model')} aria-invalid={Boolean(errors.model)} {...form.register('model')} />
            </FormField>
            <Button type="submit" size="lg" className="mt-auto" disabled={isSubmitting}>
              {isSubmitting ? t('vehicles.quick.submitting') : t('vehicles.quick.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { parseMoney } from '@shared/format/money';
import { sellVehicleSchema, type Vehicle } from '@shared/vehicles/vehicle-schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { sellVehicle, vehicleKeys } from '../api/vehicles-api';
import { vehicleName } from '../hooks/vehicle-name';
import { fieldErrorKey } from './field-error-key';
import { FormField } from './form-field';

interface SellForm {
  saleDate: string;
  salePrice: string;
  buyerName: string;
}
type Sale = z.output<typeof sellVehicleSchema>;

/** Date, price, buyer: the vehicle leaves the garage for Previously Owned. */
export function SellVehicleDialog({ vehicle, open, onOpenChange }: { vehicle: Vehicle; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const name = vehicleName(vehicle);
  const schema = z.preprocess(
    (v) => {
      const f = v as SellForm;
      return { saleDate: f.saleDate, salePrice: parseMoney(f.salePrice, language, vehicle.currency) ?? undefined, buyerName: f.buyerName };
    },
    sellVehicleSchema.refine((s) => !vehicle.purchaseDate || s.saleDate >= vehicle.purchaseDate, {
      message: 'must not be before the purchase date',
      path: ['saleDate'],
    }),
  );
  const form = useForm<SellForm, unknown, Sale>({
    resolver: zodResolver(schema as never) as unknown as Resolver<SellForm, unknown, Sale>,
    defaultValues: { saleDate: new Date().toISOString().slice(0, 10), salePrice: '', buyerName: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const err = (f: keyof SellForm) =>
    errors[f]
      ? t(fieldErrorKey(errors[f]?.message === 'Invalid input' ? 'is required' : errors[f]?.message, f), { example: language === 'de' ? '45.000' : '45,000' })
      : undefined;

  const submit = form.handleSubmit(async (sale) => {
    setFailed(false);
    try {
      await sellVehicle(vehicle.id, sale);
      await qc.invalidateQueries({ queryKey: vehicleKeys.all });
      notify.success(t('vehicles.sell.done', { vehicle: name }));
      onOpenChange(false);
      navigate('/previously-owned');
    } catch (error) {
      if (error instanceof ApiError && error.issues?.length) {
        for (const issue of error.issues) form.setError(issue.path.replace(/^body\./, '') as keyof SellForm, { message: issue.message });
      } else setFailed(true);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('vehicles.sell.title', { vehicle: name })} description={t('vehicles.sell.text')}>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        {failed && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('vehicles.sell.error')}
          </p>
        )}
        <FormField id="sale-date" label={t('vehicles.fields.saleDate')} error={err('saleDate')}>
          <Input id="sale-date" type="date" aria-invalid={Boolean(errors.saleDate)} {...form.register('saleDate')} />
        </FormField>
        <FormField
          id="sale-price"
          label={t('vehicles.fields.salePrice')}
          error={err('salePrice')}
          hint={t('vehicles.form.moneyHint', { currency: vehicle.currency })}
        >
          <Input id="sale-price" inputMode="decimal" autoComplete="off" aria-invalid={Boolean(errors.salePrice)} {...form.register('salePrice')} />
        </FormField>
        <FormField id="sale-buyer" label={t('vehicles.fields.buyerName')} error={err('buyerName')}>
          <Input id="sale-buyer" autoComplete="off" aria-invalid={Boolean(errors.buyerName)} {...form.register('buyerName')} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('vehicles.form.cancel')}
          </Button>
          <Button type="submit" variant="brass" disabled={isSubmitting}>
            {isSubmitting ? t('vehicles.sell.saving') : t('vehicles.sell.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DEFAULT_TRANSFER_DAYS, MAX_TRANSFER_DAYS } from '@shared/transfers/transfer-api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { startTransfer, transferKeys } from '../transfers-api';
import { transferErrorKey } from './transfer-error-key';

/** The owner names the new owner's e-mail; the vehicle moves when they sign in (SPEC §4). */
export function TransferVehicleDialog({
  vehicleId,
  vehicleName,
  open,
  onOpenChange,
}: {
  vehicleId: string;
  vehicleName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [email, setEmail] = useState('');
  const [days, setDays] = useState(String(DEFAULT_TRANSFER_DAYS));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const expiresInDays = Number(days);
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setError(t('transfers.errors.email'));
    if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > MAX_TRANSFER_DAYS)
      return setError(t('transfers.errors.days', { max: MAX_TRANSFER_DAYS }));
    setBusy(true);
    try {
      await startTransfer(vehicleId, { toEmail: email.trim(), expiresInDays });
      await qc.invalidateQueries({ queryKey: transferKeys.all });
      notify.success(t('transfers.start.done', { email: email.trim() }));
      setEmail('');
      onOpenChange(false);
    } catch (e) {
      setError(t(transferErrorKey(e instanceof ApiError ? e.code : 'unknown')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('transfers.start.title', { vehicle: vehicleName })} description={t('transfers.start.text')}>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="space-y-1.5">
          <Label htmlFor="transfer-email">{t('transfers.start.email')}</Label>
          <Input id="transfer-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="transfer-days">{t('transfers.start.days')}</Label>
          <Input id="transfer-days" type="number" min={1} max={MAX_TRANSFER_DAYS} value={days} onChange={(e) => setDays(e.target.value)} className="w-28" />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('transfers.cancel')}
          </Button>
          <Button type="submit" variant="brass" disabled={busy}>
            {t('transfers.start.submit')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { deleteVehicle, vehicleKeys } from '../api/vehicles-api';
import { clearDraftPhotos } from '../hooks/photo-draft-store';
import { clearDraft } from '../hooks/vehicle-draft';
import { vehicleName } from '../hooks/vehicle-name';

/** Asks, naming the vehicle, before removing it with all its photos. */
export function DeleteVehicleDialog({ vehicle, open, onOpenChange }: { vehicle: Vehicle; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const name = vehicleName(vehicle);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteVehicle(vehicle.id);
      clearDraft(vehicle.id);
      void clearDraftPhotos(vehicle.id);
      qc.removeQueries({ queryKey: vehicleKeys.detail(vehicle.id) });
      await qc.invalidateQueries({ queryKey: vehicleKeys.all });
      notify.success(t('vehicles.delete.done', { vehicle: name }));
      navigate(vehicle.status === 'owned' ? '/garage' : '/previously-owned', { replace: true });
    } catch {
      notify.error(t('vehicles.delete.error'));
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('vehicles.delete.title', { vehicle: name })} description={t('vehicles.delete.text')}>
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('vehicles.form.cancel')}
        </Button>
        <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
          {busy ? t('vehicles.delete.deleting') : t('vehicles.delete.confirm')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

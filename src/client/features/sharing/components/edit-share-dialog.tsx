import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ShareScope } from '@shared/access/access-rules';
import type { Share } from '@shared/sharing/share-api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { shareKeys, updateShare } from '../sharing-api';
import { ScopeChecklist } from './scope-checklist';

/** Changing what an existing share shows (and its label): the link or the person stays, the next visit sees the new scopes. */
export function EditShareDialog({ share, open, onOpenChange }: { share: Share; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [scopes, setScopes] = useState<ShareScope[]>(share.scopes);
  const [label, setLabel] = useState(share.label ?? '');
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await updateShare(share.id, { scopes, label: label.trim() });
      notify.success(t('sharing.edit.saved'));
      onOpenChange(false);
    } catch {
      notify.error(t('sharing.errors.unknown'));
    } finally {
      setSaving(false);
      await qc.invalidateQueries({ queryKey: shareKeys.all });
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sharing.edit.title')}
      description={t('sharing.edit.text', { vehicle: share.vehicleName })}
      className="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <ScopeChecklist scopes={scopes} onChange={setScopes} />
        <div className="space-y-1.5">
          <Label htmlFor="edit-share-label">{t('sharing.share.label')}</Label>
          <Input
            id="edit-share-label"
            maxLength={80}
            placeholder={t('sharing.share.labelPlaceholder')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('sharing.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {t('sharing.edit.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

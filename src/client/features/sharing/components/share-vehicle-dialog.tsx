import { useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useState, type FormEvent } from 'react';
import type { ShareScope } from '@shared/access/access-rules';
import { DEFAULT_SCOPES } from '@shared/sharing/share-api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { createShare, shareKeys } from '../sharing-api';
import { ScopeChecklist } from './scope-checklist';

/**
 * Share a vehicle read-only: as a link (anyone holding it) or with a person (by e-mail), with
 * the parts it shows, an optional label and expiry. A link is shown once: only its hash is kept.
 */
export function ShareVehicleDialog({
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
  const [kind, setKind] = useState<'link' | 'person'>('link');
  const [email, setEmail] = useState('');
  const [label, setLabel] = useState('');
  const [expires, setExpires] = useState('');
  const [scopes, setScopes] = useState<ShareScope[]>([...DEFAULT_SCOPES]);
  const [listed, setListed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const close = (o: boolean) => {
    if (!o) {
      setLink(null);
      setError(null);
      setCopied(false);
    }
    onOpenChange(o);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (kind === 'person' && !/^\S+@\S+\.\S+$/.test(email.trim())) return setError(t('sharing.errors.email'));
    const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
    if (expiresAt && Date.parse(expiresAt) <= Date.now()) return setError(t('sharing.errors.expiry'));
    try {
      const common = { scopes, label: label.trim() || undefined, expiresAt };
      const created = await createShare(vehicleId, kind === 'link' ? { kind, listed, ...common } : { kind, email: email.trim(), ...common });
      await qc.invalidateQueries({ queryKey: shareKeys.all });
      if (created.path) setLink(`${window.location.origin}${created.path}`);
      else {
        notify.success(t('sharing.share.sharedWith', { email: email.trim() }));
        close(false);
      }
    } catch (e) {
      setError(t(e instanceof ApiError && e.code === 'share_with_self' ? 'sharing.errors.self' : 'sharing.errors.unknown'));
    }
  };

  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('sharing.share.title', { vehicle: vehicleName })}
      description={link ? t('sharing.share.linkOnce') : t('sharing.share.text')}
      className="max-w-lg"
    >
      {link ? (
        <div className="mt-5 space-y-4">
          <div className="flex gap-2">
            <Input readOnly value={link} aria-label={t('sharing.share.link')} onFocus={(e) => e.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? t('sharing.share.copied') : t('sharing.share.copy')}
            </Button>
          </div>
          <DialogFooter>
            <Button type="button" onClick={() => close(false)}>
              {t('sharing.share.done')}
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <fieldset className="grid grid-cols-2 gap-2" aria-label={t('sharing.share.kind')}>
            {(['link', 'person'] as const).map((k) => (
              <label
                key={k}
                className={`cursor-pointer rounded-lg border px-3 py-2 text-sm ${kind === k ? 'border-forest-700 bg-forest-50 text-forest-900' : 'border-forest-200 text-stone-700'}`}
              >
                <input type="radio" name="share-kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="sr-only" />
                <span className="font-medium">{t(`sharing.kind.${k}`)}</span>
                <span className="block text-xs text-stone-600">{t(`sharing.kind.${k}Hint`)}</span>
              </label>
            ))}
          </fieldset>
          {kind === 'person' && (
            <div className="space-y-1.5">
              <Label htmlFor="share-email">{t('sharing.share.email')}</Label>
              <Input id="share-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
          )}
          <ScopeChecklist scopes={scopes} onChange={setScopes} />
          {kind === 'link' && (
            <label className="flex items-start gap-2 text-sm text-stone-700">
              <input type="checkbox" checked={listed} onChange={(e) => setListed(e.target.checked)} className="mt-0.5 size-4 shrink-0 accent-forest-700" />
              <span>
                <span className="font-medium text-forest-900">{t('sharing.share.listed')}</span>
                <span className="block text-xs text-stone-600">{t('sharing.share.listedHint')}</span>
              </span>
            </label>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor="share-label">{t('sharing.share.label')}</Label>
              <Input
                id="share-label"
                maxLength={80}
                placeholder={t('sharing.share.labelPlaceholder')}
                value={label}
                onChange={(e) => setLabel(e.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="share-expires">{t('sharing.share.expires')}</Label>
              <Input id="share-expires" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('sharing.cancel')}
            </Button>
            <Button type="submit">{kind === 'link' ? t('sharing.share.createLink') : t('sharing.share.sharePerson')}</Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}

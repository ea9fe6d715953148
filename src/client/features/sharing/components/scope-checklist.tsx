import { shareScopes, type ShareScope } from '@shared/access/access-rules';
import { useTranslation } from '@/lib/i18n';

/** What a share shows, one box per scope: the same list when a share is made and when it is changed. */
export function ScopeChecklist({ scopes, onChange }: { scopes: ShareScope[]; onChange: (scopes: ShareScope[]) => void }) {
  const { t } = useTranslation();
  const toggle = (scope: ShareScope) => onChange(scopes.includes(scope) ? scopes.filter((x) => x !== scope) : [...scopes, scope]);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-forest-900">{t('sharing.share.scopes')}</legend>
      <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {shareScopes.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm text-stone-700">
            <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} className="size-4 accent-forest-700" />
            {t(`sharing.scopes.${scope}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { loadFeatureTexts, useTranslation } from '@/lib/i18n';

type Methods = { oidc: { name: string } | null };

/** Errors better-auth appends to the error callback after a failed provider sign-in. */
const errorKeys: Record<string, string> = {
  account_not_linked: 'singleSignOn.errors.notLinked',
  'account not linked': 'singleSignOn.errors.notLinked',
  access_denied: 'singleSignOn.errors.denied',
};

export function singleSignOnErrorKey(error: string): string {
  return errorKeys[error] ?? 'singleSignOn.errors.failed';
}

let methods: Promise<Methods> | undefined;
function signInMethods(): Promise<Methods> {
  methods ??= Promise.all([api<Methods>('/api/auth-methods'), loadFeatureTexts('single-sign-on')]).then(([m]) => m);
  return methods;
}

/**
 * "Sign in with …" for the OpenID Connect provider the server is configured with; nothing at all
 * when it has none. The server answers with the provider's address (PKCE and state made there).
 */
export function SingleSignOn({ redirect, error }: { redirect: string; error: string | null }) {
  const { t } = useTranslation();
  const [oidc, setOidc] = useState<Methods['oidc']>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    signInMethods().then(
      (m) => live && setOidc(m.oidc),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  if (!oidc) return null;

  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const errorTarget = `/auth?mode=sign-in${redirect !== '/garage' ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
      const { url } = await api<{ url: string }>('/api/auth/sign-in/social', {
        method: 'POST',
        json: { provider: 'oidc', callbackURL: redirect, errorCallbackURL: errorTarget, newUserCallbackURL: redirect },
      });
      window.location.assign(url);
    } catch {
      setBusy(false);
      setFailed(true);
    }
  };

  return (
    <div className="mt-6 space-y-3">
      {(error || failed) && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t(failed ? 'singleSignOn.errors.failed' : singleSignOnErrorKey(error!), { name: oidc.name })}
        </p>
      )}
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-forest-700/70" aria-hidden>
        <span className="h-px flex-1 bg-cream-200" />
        {t('singleSignOn.or')}
        <span className="h-px flex-1 bg-cream-200" />
      </div>
      <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={start}>
        {t('singleSignOn.button', { name: oidc.name })}
      </Button>
    </div>
  );
}

import Link2Off from 'lucide-react/icons/link-2-off';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { SharedVehicle } from '@shared/sharing/share-api';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { SharedVehicleView } from '@/features/sharing/components/shared-vehicle-view';
import { fetchSharedByToken } from '@/features/sharing/sharing-api';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';

type State = { kind: 'loading' } | { kind: 'ok'; shared: SharedVehicle } | { kind: 'ended'; reason: 'expired' | 'revoked' | 'missing' | 'failed' };

/**
 * SPEC §2 /shared/:token: viewable without signing in (the layout shows no side navigation then,
 * the signed-in layout otherwise). An expired, revoked or unknown link gets a clear page.
 */
export default function SharedVehicleScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    fetchSharedByToken(token).then(
      (shared) => live && setState({ kind: 'ok', shared }),
      (e: unknown) => {
        if (!live) return;
        const code = e instanceof ApiError ? e.code : '';
        setState({
          kind: 'ended',
          reason:
            code === 'share_expired' ? 'expired' : code === 'share_revoked' ? 'revoked' : e instanceof ApiError && e.status === 404 ? 'missing' : 'failed',
        });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (state.kind === 'loading') return <FullScreenSpinner />;
  if (state.kind === 'ended') {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-cream-200 bg-white px-6 py-16 text-center shadow-sm">
        <Link2Off className="size-10 text-brass-500" aria-hidden />
        <h1 className="font-display text-3xl font-semibold text-forest-900">{t(`sharing.ended.${state.reason}.title`)}</h1>
        <p className="text-stone-600">{t(`sharing.ended.${state.reason}.text`)}</p>
        <Link to="/" className="text-sm font-medium text-forest-700 hover:underline">
          {t('sharing.ended.home')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl">
      <SharedVehicleView shared={state.shared} />
    </div>
  );
}

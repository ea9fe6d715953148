import { registerSW } from 'virtual:pwa-register';
import { getLanguage, loadFeatureTexts, translate } from '@/lib/i18n';

/**
 * Registers the service worker (app shell and static files, never API answers) and, when a newer
 * version of the app has been installed in the background, offers to reload into it. Loaded after
 * the first paint, so none of it counts towards the initial JavaScript.
 */
export function watchForUpdates() {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    async onNeedRefresh() {
      const [{ toast }] = await Promise.all([import('sonner'), loadFeatureTexts('app-update')]);
      const t = (key: string) => translate(getLanguage(), key);
      toast.info(t('appUpdate.available'), {
        id: 'app-update',
        duration: Infinity,
        action: { label: t('appUpdate.reload'), onClick: () => void update(true) },
      });
    },
  });
}

import { requestToaster } from './toaster-mount';

/**
 * Toasts, loaded on first use so that sonner is not part of the initial JavaScript.
 * The <Toaster> itself is mounted lazily by the providers, after the first paint; a toast asked
 * for before that mounts it at once and waits for it (see toaster-mount.ts).
 */
/** `action`: one button in the toast (e.g. Undo); `duration` in ms. */
type Options = { description?: string; action?: { label: string; onClick: () => void }; duration?: number };
const load = () => Promise.all([import('sonner'), requestToaster()]).then(([m]) => m.toast);

export const notify = {
  success: (title: string, opts?: Options) => void load().then((toast) => toast.success(title, opts)),
  error: (title: string, opts?: Options) => void load().then((toast) => toast.error(title, opts)),
  info: (title: string, opts?: Options) => void load().then((toast) => toast.info(title, opts)),
  warning: (title: string, opts?: Options) => void load().then((toast) => toast.warning(title, opts)),
};

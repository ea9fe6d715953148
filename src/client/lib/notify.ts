/**
 * Toasts, loaded on first use so that sonner is not part of the initial JavaScript.
 * The <Toaster> itself is mounted lazily by the providers.
 */
type Options = { description?: string };
const load = () => import('sonner').then((m) => m.toast);

export const notify = {
  success: (title: string, opts?: Options) => void load().then((toast) => toast.success(title, opts)),
  error: (title: string, opts?: Options) => void load().then((toast) => toast.error(title, opts)),
  info: (title: string, opts?: Options) => void load().then((toast) => toast.info(title, opts)),
  warning: (title: string, opts?: Options) => void load().then((toast) => toast.warning(title, opts)),
};

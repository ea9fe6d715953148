/**
 * sharp (libvips) takes ~0.4 s to load; most starts never touch an image, so it loads on the
 * first photo or scan instead of at start-up (the start-up budget is 3 s).
 */
type Sharp = (typeof import('sharp'))['default'];
let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}

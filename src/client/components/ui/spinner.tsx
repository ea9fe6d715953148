import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn('inline-block size-8 animate-spin rounded-full border-4 border-forest-100 border-t-forest-700', className)}
    />
  );
}

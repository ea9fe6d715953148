import { Spinner } from './ui/spinner';

export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-30 flex items-center justify-center bg-cream-50">
      <Spinner className="size-10" />
    </div>
  );
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { Button } from '@/components/ui/button';

/** A whole-screen error: its heading focused and the tab named after it, one button to recover. */
export function ErrorScreen({ title, description, onAction }: { title: string; description?: string; onAction: () => void }) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  useDocumentTitle(title);
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-cream-50 p-6 text-center">
      <AlertTriangle className="size-12 text-brass-500" aria-hidden />
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl text-forest-900 focus:outline-none">
        {title}
      </h1>
      {description && <p className="max-w-md text-stone-600">{description}</p>}
      <Button onClick={onAction}>{t('errors.fallback.refresh')}</Button>
    </div>
  );
}

function RenderFailure() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('errors.fallback.title')} description={t('errors.fallback.description')} onAction={() => window.location.reload()} />;
}

/** SPEC §2: the render-failure fallback with a Refresh Page button. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  state = { hasError: false };
  static getDerivedStateFromError() {
    return { hasError: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render failure', error, info.componentStack);
  }
  render() {
    return this.state.hasError ? <RenderFailure /> : this.props.children;
  }
}

import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** An image with zoom steps, scrollable when larger than its frame. */
export function ImageViewer({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(2);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-end gap-1 border-b border-cream-200 bg-white px-3 py-2">
        <Button variant="ghost" size="icon" aria-label={t('documents.viewer.zoomOut')} disabled={zoom <= 0} onClick={() => setZoom((z) => z - 1)}>
          <ZoomOut />
        </Button>
        <span className="w-12 text-center text-sm tabular-nums text-forest-900">{Math.round(ZOOMS[zoom] * 100)}%</span>
        <Button variant="ghost" size="icon" aria-label={t('documents.viewer.zoomIn')} disabled={zoom >= ZOOMS.length - 1} onClick={() => setZoom((z) => z + 1)}>
          <ZoomIn />
        </Button>
      </div>
      <div
        tabIndex={0}
        role="region"
        aria-label={t('documents.viewer.label')}
        className="min-h-0 flex-1 overflow-auto bg-stone-200 p-4 focus-visible:outline-2 focus-visible:outline-brass-500"
      >
        <img src={url} alt={alt} style={{ width: `${ZOOMS[zoom] * 100}%` }} className="mx-auto block max-w-none bg-white shadow-md" />
      </div>
    </div>
  );
}

import { ChevronLeft, ChevronRight, Loader2, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { loadPdfJs } from './load-pdfjs';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const MIN_SCALE = 0.25;
const MAX_SCALE = 4;

/** A pdf.js page viewer: one page at a time, page navigation and zoom (annotations come later). */
export function PdfViewer({ url }: { url: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  // Starts at "fit the width of the frame", so a phone shows the whole page width.
  const [scale, setScale] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    setDoc(null);
    setFailed(false);
    setPage(1);
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        loaded = await pdfjs.getDocument({ url, isEvalSupported: false, disableRange: true, disableStream: true }).promise;
        if (cancelled) return void loaded.destroy();
        const first = (await loaded.getPage(1)).getViewport({ scale: 1 });
        const width = (frame.current?.clientWidth ?? 600) - 32;
        setScale(Math.min(MAX_SCALE, Math.max(MIN_SCALE, width / first.width)));
        setDoc(loaded);
      } catch (error) {
        console.error('PDF could not be shown', error);
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!doc || !canvas.current || scale === null) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    void (async () => {
      const p = await doc.getPage(page);
      if (cancelled || !canvas.current) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: scale * ratio });
      const c = canvas.current;
      c.width = Math.floor(viewport.width);
      c.height = Math.floor(viewport.height);
      c.style.width = `${Math.floor(viewport.width / ratio)}px`;
      task = p.render({ canvas: c, canvasContext: c.getContext('2d')!, viewport });
      await task.promise.catch(() => undefined);
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, scale]);

  if (failed) return <p className="p-6 text-sm text-red-700">{t('documents.viewer.failed')}</p>;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between gap-1 border-b border-cream-200 bg-white px-2 py-2">
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label={t('documents.viewer.previous')} disabled={!doc || page <= 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft />
          </Button>
          <span className="min-w-20 text-center text-sm tabular-nums text-forest-900" aria-live="polite">
            {doc ? t('documents.viewer.page', { page, pages: doc.numPages }) : '…'}
          </span>
          <Button variant="ghost" size="icon" aria-label={t('documents.viewer.next')} disabled={!doc || page >= doc.numPages} onClick={() => setPage((p) => p + 1)}>
            <ChevronRight />
          </Button>
        </div>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label={t('documents.viewer.zoomOut')} disabled={!scale || scale <= MIN_SCALE} onClick={() => setScale((z) => Math.max(MIN_SCALE, (z ?? 1) / 1.25))}>
            <ZoomOut />
          </Button>
          <span className="w-12 text-center text-sm tabular-nums text-forest-900">{scale ? `${Math.round(scale * 100)}%` : '…'}</span>
          <Button variant="ghost" size="icon" aria-label={t('documents.viewer.zoomIn')} disabled={!scale || scale >= MAX_SCALE} onClick={() => setScale((z) => Math.min(MAX_SCALE, (z ?? 1) * 1.25))}>
            <ZoomIn />
          </Button>
        </div>
      </div>
      {/* Focusable so that keyboard users can scroll a zoomed page. */}
      <div ref={frame} tabIndex={0} role="region" aria-label={t('documents.viewer.label')} className="min-h-0 flex-1 overflow-auto bg-stone-200 p-4 focus-visible:outline-2 focus-visible:outline-brass-500">
        {!doc && (
          <div className="flex justify-center p-10">
            <Loader2 className="size-6 animate-spin text-forest-700" aria-label={t('common.loading')} />
          </div>
        )}
        <canvas ref={canvas} data-testid="pdf-page" aria-label={doc ? t('documents.viewer.page', { page, pages: doc.numPages }) : undefined} className="mx-auto block max-w-none bg-white shadow-md" />
      </div>
    </div>
  );
}

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
      <div tabIndex={0} role="region" aria-label={t('documents.viewer.label')} className="min-h-0 flex-1 overflow-auto bg-stone-200 p-4 focus-visible:outline-2 focus-visible:outline-brass-500">
        <img src={url} alt={alt} style={{ width: `${ZOOMS[zoom] * 100}%` }} className="mx-auto block max-w-none bg-white shadow-md" />
      </div>
    </div>
  );
}

import { useRef, useState, type PointerEvent } from 'react';
import { MAX_SAVED_SIGNATURES, type SavedSignature } from '@shared/documents/document-versions-api';
import { SIGNATURE_HEIGHT_IN_PAGE } from '@shared/documents/annotation-constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { loadPdfJs } from '../load-pdfjs';
import { createSignature } from '../versions-api';
import type { PdfEditor } from './viewer-requests';

const PAD_WIDTH = 480;
const PAD_HEIGHT = 180;
const STROKE = 3;
/** pdf.js's own inner margin of a signature editor. */
const INNER_MARGIN = 3;

type Outline = { newCurves: number[][]; areContours: boolean; thickness: number; width: number; height: number };

/**
 * pdf.js's "Add a signature" step: typed or drawn (with a finger too), turned into an outline by
 * pdf.js's SignatureExtractor, optionally kept (compressed) for reuse by its owner.
 */
export function SignatureDialog({
  editor,
  saved,
  onSaved,
  onClose,
}: {
  editor: PdfEditor;
  saved: SavedSignature[];
  onSaved: () => void;
  onClose: (added: boolean) => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'type' | 'draw'>('type');
  const [typed, setTyped] = useState('');
  const [description, setDescription] = useState('');
  const [keep, setKeep] = useState(false);
  const [busy, setBusy] = useState(false);
  const strokes = useRef<number[][]>([]);
  const [strokeCount, setStrokeCount] = useState(0);
  const pad = useRef<HTMLCanvasElement>(null);
  const atLimit = saved.length >= MAX_SAVED_SIGNATURES;

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - r.left) * PAD_WIDTH) / r.width, ((e.clientY - r.top) * PAD_HEIGHT) / r.height];
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    strokes.current.push(point(e));
    setStrokeCount(strokes.current.length);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!(e.buttons & 1) && e.pointerType === 'mouse') return;
    const stroke = strokes.current.at(-1);
    if (!stroke || !e.currentTarget.hasPointerCapture(e.pointerId)) return;
    const [x, y] = point(e);
    const ctx = e.currentTarget.getContext('2d')!;
    ctx.lineWidth = STROKE;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(stroke.at(-2)!, stroke.at(-1)!);
    ctx.lineTo(x, y);
    ctx.stroke();
    stroke.push(x, y);
  };
  const clear = () => {
    strokes.current = [];
    setStrokeCount(0);
    pad.current?.getContext('2d')?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
  };

  const canAdd = tab === 'type' ? typed.trim().length > 0 : strokeCount > 0;
  const add = async () => {
    if (!editor.parent) return;
    setBusy(true);
    try {
      const { SignatureExtractor } = await loadPdfJs();
      const { rawDims, rotation } = editor.parent.viewport;
      const data =
        tab === 'type'
          ? SignatureExtractor.extractContoursFromText(
              typed.trim(),
              { fontFamily: 'serif', fontStyle: 'italic', fontWeight: '400' },
              rawDims.pageWidth,
              rawDims.pageHeight,
              rotation,
              INNER_MARGIN,
            )
          : SignatureExtractor.processDrawnLines({
              lines: {
                curves: strokes.current.filter((s) => s.length >= 2).map((points) => ({ points })),
                thickness: STROKE,
                width: PAD_WIDTH,
                height: PAD_HEIGHT,
              },
              pageWidth: rawDims.pageWidth,
              pageHeight: rawDims.pageHeight,
              rotation,
              innerMargin: INNER_MARGIN,
              mustSmooth: false,
              areContours: false,
            });
      if (!data) return;
      const text = description.trim() || (tab === 'type' ? typed.trim() : t('annotations.signature.defaultDescription'));
      let uuid: string | null = null;
      if (keep && !atLimit) {
        try {
          const outline = data as unknown as Outline;
          const compressed = await SignatureExtractor.compressSignature({
            outlines: outline.newCurves,
            areContours: outline.areContours,
            thickness: outline.thickness,
            width: outline.width,
            height: outline.height,
          });
          uuid = (await createSignature({ description: text, data: compressed })).id;
          onSaved();
        } catch {
          notify.error(t('annotations.signature.saveFailed'));
        }
      }
      editor.addSignature(data, SIGNATURE_HEIGHT_IN_PAGE, text, uuid);
      onClose(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose(false)} title={t('annotations.signature.title')} className="max-w-xl">
      <div role="tablist" className="mt-4 flex gap-1 rounded-lg bg-cream-100 p-1">
        {(['type', 'draw'] as const).map((name) => (
          <button
            key={name}
            role="tab"
            aria-selected={tab === name}
            className={cn('flex-1 rounded-md px-3 py-1.5 text-sm', tab === name ? 'bg-white font-medium text-forest-900 shadow-sm' : 'text-stone-600')}
            onClick={() => setTab(name)}
          >
            {t(`annotations.signature.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'type' ? (
        <input
          aria-label={t('annotations.signature.typeLabel')}
          placeholder={t('annotations.signature.typeLabel')}
          className="mt-3 h-20 w-full rounded-lg border border-cream-300 px-3 font-serif text-3xl italic"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
        />
      ) : (
        <div className="mt-3">
          <canvas
            ref={pad}
            width={PAD_WIDTH}
            height={PAD_HEIGHT}
            aria-label={t('annotations.signature.drawLabel')}
            className="h-auto w-full touch-none rounded-lg border border-dashed border-cream-300 bg-white"
            onPointerDown={down}
            onPointerMove={move}
          />
          <Button variant="ghost" size="sm" className="mt-1" onClick={clear} disabled={strokeCount === 0}>
            {t('annotations.signature.clear')}
          </Button>
        </div>
      )}
      <label className="mt-3 block text-sm text-forest-900">
        {t('annotations.signature.descriptionLabel')}
        <input
          className="mt-1 h-9 w-full rounded-lg border border-cream-300 px-2 text-sm"
          value={description}
          maxLength={200}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <label className="mt-3 flex items-center gap-2 text-sm text-forest-900">
        <input type="checkbox" checked={keep && !atLimit} disabled={atLimit} onChange={(e) => setKeep(e.target.checked)} />
        {t('annotations.signature.save')}
      </label>
      {atLimit && <p className="mt-1 text-xs text-stone-500">{t('annotations.signature.limit')}</p>}
      <DialogFooter>
        <Button variant="outline" onClick={() => onClose(false)}>
          {t('annotations.signature.cancel')}
        </Button>
        <Button onClick={() => void add()} disabled={!canAdd || busy}>
          {t('annotations.signature.add')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/** The "Edit description" of a placed signature (its alt text). */
export function SignatureDescriptionDialog({ editor, onClose }: { editor: PdfEditor; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(editor.description ?? '');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('annotations.signature.editTitle')}>
      <label className="mt-4 block text-sm text-forest-900">
        {t('annotations.signature.descriptionLabel')}
        <input
          autoFocus
          className="mt-1 h-9 w-full rounded-lg border border-cream-300 px-2 text-sm"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('annotations.signature.cancel')}
        </Button>
        <Button
          disabled={!text.trim()}
          onClick={() => {
            editor.description = text.trim();
            onClose();
          }}
        >
          {t('annotations.signature.update')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

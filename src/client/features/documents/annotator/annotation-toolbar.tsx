import type { LucideIcon } from 'lucide-react';
import Highlighter from 'lucide-react/icons/highlighter';
import ImagePlus from 'lucide-react/icons/image-plus';
import MessageSquare from 'lucide-react/icons/message-square';
import MousePointer2 from 'lucide-react/icons/mouse-pointer-2';
import PenLine from 'lucide-react/icons/pen-line';
import Redo2 from 'lucide-react/icons/redo-2';
import Save from 'lucide-react/icons/save';
import Signature from 'lucide-react/icons/signature';
import Type from 'lucide-react/icons/type';
import Undo2 from 'lucide-react/icons/undo-2';
import X from 'lucide-react/icons/x';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import type { AnnotationMode } from '@shared/documents/annotation-constants';
import type { SavedSignature } from '@shared/documents/document-versions-api';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const MODE_ICONS: [AnnotationMode, LucideIcon][] = [
  ['none', MousePointer2],
  ['freeText', Type],
  ['highlight', Highlighter],
  ['ink', PenLine],
  ['stamp', ImagePlus],
  ['signature', Signature],
  ['commentPopup', MessageSquare],
];

export interface ToolbarProps {
  mode: AnnotationMode;
  canUndo: boolean;
  canRedo: boolean;
  isReady: boolean;
  isSaving: boolean;
  onMode(mode: AnnotationMode): void;
  onUndo(): void;
  onRedo(): void;
  onZoom(step: 1 | -1): void;
  onSave(): void;
}

/**
 * SPEC §4's modes, undo and redo, zoom and save. Two groups that sit in one row on a wide screen
 * and wrap into two rows on a phone, so that every tool stays in reach without scrolling sideways.
 */
export function AnnotationToolbar(p: ToolbarProps) {
  const { t } = useTranslation();
  const tool = (label: string, Icon: LucideIcon, onClick: () => void, disabled: boolean) => (
    <Button variant="ghost" size="icon" className="shrink-0" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      <Icon />
    </Button>
  );
  return (
    <div
      role="toolbar"
      aria-label={t('annotations.toolbar')}
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-cream-200 bg-white px-2 py-1.5"
    >
      <div className="flex items-center gap-0.5">
        {MODE_ICONS.map(([name, Icon]) => (
          <Button
            key={name}
            variant="ghost"
            size="icon"
            aria-label={t(`annotations.modes.${name}`)}
            title={t(`annotations.modes.${name}`)}
            aria-pressed={p.mode === name}
            disabled={!p.isReady}
            className={cn('shrink-0', p.mode === name && 'bg-forest-100 text-forest-900')}
            onClick={() => p.onMode(name)}
          >
            <Icon />
          </Button>
        ))}
      </div>
      <div className="flex flex-1 items-center justify-end gap-0.5">
        {tool(t('annotations.undo'), Undo2, p.onUndo, !p.canUndo)}
        {tool(t('annotations.redo'), Redo2, p.onRedo, !p.canRedo)}
        <span className="mx-1 h-6 w-px shrink-0 bg-cream-200" aria-hidden />
        {tool(t('annotations.zoomOut'), ZoomOut, () => p.onZoom(-1), !p.isReady)}
        {tool(t('annotations.zoomIn'), ZoomIn, () => p.onZoom(1), !p.isReady)}
        {/* A phone shows the short word; the full name stays the button's name for everyone. */}
        <Button
          size="sm"
          className="ml-2 shrink-0"
          aria-label={p.isSaving ? t('annotations.saving') : t('annotations.save')}
          disabled={!p.isReady || p.isSaving}
          onClick={p.onSave}
        >
          <Save aria-hidden />
          <span className="sm:hidden">{t('annotations.saveShort')}</span>
          <span className="hidden sm:inline">{p.isSaving ? t('annotations.saving') : t('annotations.save')}</span>
        </Button>
      </div>
    </div>
  );
}

/** What a mode adds: "Add image" for stamps; a new or a saved signature for signatures. */
export function ModeBar(p: {
  mode: AnnotationMode;
  signatures: SavedSignature[];
  onAddImage(): void;
  onNewSignature(): void;
  onUseSignature(s: SavedSignature): void;
  onRemoveSignature(s: SavedSignature): void;
}) {
  const { t } = useTranslation();
  if (p.mode === 'stamp') {
    return (
      <div className="flex items-center gap-2 border-b border-cream-200 bg-cream-50 px-3 py-1.5">
        <Button variant="outline" size="sm" onClick={p.onAddImage}>
          <ImagePlus /> {t('annotations.addImage')}
        </Button>
      </div>
    );
  }
  if (p.mode !== 'signature') return null;
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-cream-200 bg-cream-50 px-3 py-1.5">
      <Button variant="outline" size="sm" className="shrink-0" onClick={p.onNewSignature}>
        <Signature /> {t('annotations.newSignature')}
      </Button>
      {p.signatures.map((s) => (
        <span key={s.id} className="flex shrink-0 items-center rounded-md border border-cream-300 bg-white">
          <button
            className="px-2 py-1 font-serif text-sm italic text-forest-900"
            title={t('annotations.savedSignature', { description: s.description })}
            onClick={() => p.onUseSignature(s)}
          >
            {s.description}
          </button>
          <button
            className="px-1.5 py-1 text-stone-500 hover:text-red-700"
            aria-label={t('annotations.deleteSavedSignature', { description: s.description })}
            onClick={() => p.onRemoveSignature(s)}
          >
            <X className="size-3.5" />
          </button>
        </span>
      ))}
    </div>
  );
}

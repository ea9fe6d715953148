import type { Readable } from 'node:stream';
import type { DocumentType } from '../../../shared/documents/document-types';
import { extensionOf } from '../../../shared/documents/upload-rules';
import type { DossierOptions } from '../../../shared/dossier/dossier-api';
import { ownershipChain, type OwnershipRecord } from '../../../shared/dossier/ownership-chain';
import { todayIso } from '../../../shared/history/history-dates';
import type { Db } from '../../db/client';
import type { StorageProvider } from '../../storage/storage-provider';
import { documentFilesOfVehicle } from '../documents/service';
import type { SessionUser } from '../../auth/require-user';
import { requireHistoryOwner } from '../history/access';
import { buildTimeline } from '../history/build-timeline';
import { buildValueHistory } from '../history/value-history';
import { getStory, listStories } from '../stories/service';
import { completedTransfersOfVehicle } from '../transfers/transfer-service';
import { readPhoto } from '../vehicles/photo-service';
import { getVehicle } from '../vehicles/service';
import { loadSharp } from '../../lib/load-sharp';
import type { DossierContent, DossierDocument, Reproduction } from './pdf/dossier-pdf';

/** A PDF larger than this is attached but not reproduced: pdf-lib would hold it whole while copying its pages. */
export const MAX_REPRODUCED_PDF_BYTES = 12 * 1024 * 1024;
/** Scans are reproduced at about 140 dpi on A4: sharp enough to read, a fraction of a camera's file. */
const SCAN_BOX = { width: 1150, height: 1600 };

const mimeOf: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  gif: 'image/gif',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const isImage = (mime: string) => mime.startsWith('image/');

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A unique, sortable name in the attachments panel: its number in the index, then the stored file name. */
const attachmentName = (no: number, fileName: string, width: number) => `${String(no).padStart(width, '0')} ${fileName}`;

/**
 * Everything the dossier shows, read through the modules' own services (history, stories,
 * transfers, documents, vehicles) as the owner `userId` sees it. Document files are not read
 * here: each document carries how to open its file, used when its turn comes.
 */
export async function collectDossier(
  db: Db,
  storage: StorageProvider,
  userId: string,
  vehicleId: string,
  options: DossierOptions,
  now: Date,
): Promise<DossierContent> {
  // The job runs for the owner who asked for it: the policy is asked as that user (only the id counts).
  const owner: SessionUser = { id: userId, email: '', name: '', language: options.language };
  const row = await requireHistoryOwner(db, owner, vehicleId);
  const vehicle = await getVehicle(db, userId, vehicleId);
  const today = todayIso();
  const fullTimeline = await buildTimeline(db, row, today);
  // The documents of types left out stay out of the timeline too; the checks still read them all.
  const chosenTypes = new Set<string>(options.documentTypes);
  const timeline = { ...fullTimeline, events: fullTimeline.events.filter((e) => !e.documentType || chosenTypes.has(e.documentType)) };
  const value = await buildValueHistory(db, row, today);

  const cover = vehicle.photos.find((p) => p.isCover) ?? vehicle.photos[0];
  let coverPhoto: Buffer | null = null;
  if (cover) {
    const photo = await readPhoto(db, storage, userId, vehicleId, cover.id, 'display').catch(() => null);
    if (photo) coverPhoto = await toBuffer(photo.stream).catch(() => null);
  }

  const stories = [];
  if (options.sections.includes('stories')) {
    for (const s of await listStories(db, owner, vehicleId)) if (s.shareable) stories.push(await getStory(db, owner, vehicleId, s.id));
    stories.sort((a, b) => ((a.date ?? '9999') < (b.date ?? '9999') ? -1 : 1));
  }

  // The ownership chain: the owner's own purchase and sale, bills of sale, transfers between users.
  // A transfer names no e-mail: the dossier goes to strangers, a previous owner's address is theirs.
  const records: OwnershipRecord[] = [];
  if (vehicle.purchaseDate)
    records.push({
      kind: 'purchase',
      date: vehicle.purchaseDate,
      party: null,
      amount: vehicle.purchasePrice === null ? null : { amount: vehicle.purchasePrice, currency: vehicle.currency },
      documentId: null,
    });
  for (const e of value.entries) {
    if (e.documentId && e.kind === 'purchase')
      records.push({ kind: 'purchase', date: e.date, party: null, amount: { amount: e.amount, currency: e.currency }, documentId: e.documentId });
  }
  if (vehicle.saleDate)
    records.push({
      kind: 'sale',
      date: vehicle.saleDate,
      party: vehicle.buyerName,
      amount: vehicle.salePrice === null ? null : { amount: vehicle.salePrice, currency: vehicle.currency },
      documentId: null,
    });
  for (const tr of await completedTransfersOfVehicle(db, vehicleId)) {
    records.push(
      { kind: 'transfer_out', date: tr.date, party: null, amount: null, documentId: null },
      { kind: 'transfer_in', date: tr.date, party: null, amount: null, documentId: null },
    );
  }

  const amounts = new Map(timeline.events.filter((e) => e.documentId).map((e) => [e.documentId!, e.amount]));
  const allFiles = await documentFilesOfVehicle(db, userId, vehicleId);
  const files = allFiles.filter((f) => chosenTypes.has(f.documentType));
  const width = String(files.length).length;
  const documents: DossierDocument[] = files.map((f, i) => {
    const no = i + 1;
    const mime = mimeOf[extensionOf(f.fileName)] ?? 'application/octet-stream';
    const reproduction = isImage(mime)
      ? async (): Promise<Reproduction | null> => {
          const sharp = await loadSharp();
          const jpeg = await sharp(await toBuffer(await storage.get(f.fileKey)), { limitInputPixels: 100_000_000 })
            .rotate()
            .resize({ ...SCAN_BOX, fit: 'inside', withoutEnlargement: true })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 75 })
            .toBuffer();
          return { kind: 'image', jpeg };
        }
      : mime === 'application/pdf' && f.fileSize <= MAX_REPRODUCED_PDF_BYTES
        ? async (): Promise<Reproduction | null> => ({ kind: 'pdf', bytes: await toBuffer(await storage.get(f.fileKey)) })
        : null;
    return {
      no,
      id: f.id,
      date: f.date,
      type: f.documentType as DocumentType,
      title: f.title,
      amount: amounts.get(f.id) ?? null,
      sha256: f.fileHash,
      fileName: f.fileName,
      fileSize: f.fileSize,
      mime,
      reproduction,
      attachment: {
        name: attachmentName(no, f.fileName, width),
        description: `${no}. ${f.title} (${f.date})`,
        mime,
        sha256: f.fileHash,
        modified: new Date(`${f.date}T00:00:00Z`),
        open: () => storage.get(f.fileKey),
      },
    };
  });

  return {
    language: options.language,
    generatedAt: now,
    sections: options.sections,
    vehicle,
    coverPhoto,
    timeline,
    value,
    ownership: ownershipChain(records, vehicle.year),
    stories,
    documents,
    checkedDocuments: allFiles.length,
  };
}

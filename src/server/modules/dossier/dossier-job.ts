import fsp from 'node:fs/promises';
import type { DossierOptions, DossierStage } from '../../../shared/dossier/dossier-api';
import { dossierFileName } from '../../../shared/dossier/dossier-api';
import type { Db } from '../../db/client';
import { PermanentJobError } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-runner';
import type { StorageProvider } from '../../storage/storage-provider';
import { dossierKey, failDossier, finishDossier, loadDossier, setDossierProgress } from './dossier-service';

/**
 * The PDF writer (pdf-lib, fontkit, sharp for the scans) loads with the first dossier, not at
 * start-up: most starts make none, and it is ~25 MB of every server's idle memory (decision 024).
 */
const loadWriter = () => Promise.all([import('./collect-dossier'), import('./write-dossier'), import('./pdf/attachments')]);

/** Progress is saved at most this often: a vehicle of 200 documents would otherwise write 400 rows. */
const PROGRESS_EVERY_MS = 400;

/**
 * The queue's handler: collect, write, store, then mark the row ready. A vehicle deleted
 * meanwhile ends the job quietly (its row is gone); a file that no longer matches its checksum
 * fails it for good with the document named.
 */
export function dossierJob(deps: { db: Db; storage: StorageProvider }): JobHandler<{ dossierId: string }> {
  const { db, storage } = deps;
  return {
    async run(job) {
      const row = await loadDossier(db, job.payload.dossierId);
      if (!row) return;
      let last = 0;
      const progress = async (stage: DossierStage, done: number, total: number) => {
        const now = Date.now();
        if (now - last < PROGRESS_EVERY_MS && done < total) return;
        last = now;
        await setDossierProgress(db, row.id, { status: 'running', stage, done, total });
      };
      await setDossierProgress(db, row.id, { status: 'running', stage: 'collect', done: 0, total: 0 });
      const [{ collectDossier }, { writeDossierFile }, { AttachmentMismatchError }] = await loadWriter();
      const options = row.options as DossierOptions;
      const now = new Date();
      const content = await collectDossier(db, storage, row.userId, row.vehicleId, options, now);
      let written;
      try {
        written = await writeDossierFile(content, progress);
      } catch (error) {
        if (error instanceof AttachmentMismatchError) throw new PermanentJobError(error.message, { cause: error });
        throw error;
      }
      try {
        await setDossierProgress(db, row.id, { stage: 'store', done: 1, total: 1 });
        const key = dossierKey(row.userId, row.vehicleId, row.id);
        await storage.putFile(key, written.path, 'application/pdf');
        const name = dossierFileName(content.vehicle, now.toISOString().slice(0, 10), options.language);
        const kept = await finishDossier(db, storage, row, { key, name, size: written.size, pages: written.pages }).catch(async (error: unknown) => {
          await storage.delete([key]);
          throw error;
        });
        if (!kept) await storage.delete([key]);
      } finally {
        await fsp.rm(written.path, { force: true });
      }
    },
    async onFinalFailure(job, reason) {
      await failDossier(db, job.payload.dossierId, reason);
    },
  };
}

import type { AnalysisResult, AnalyzeRequest } from '../../../shared/analysis/analysis-result';
import type { VehicleFacts } from '../../../shared/analysis/judge';
import { analyzeDocument, type AnalyzeDeps } from '../../analysis/analyze-document';
import type { Db } from '../../db/client';
import { asAppError } from '../../intake/read-and-analyze';
import { requireOwnVehicle } from '../vehicles/service';

/**
 * SPEC §7 call 9 as JSON (a data URL and/or the PDF's text): analysis only, nothing is kept.
 * A file sent as itself goes through the intake instead (intake/receive-document.ts).
 */
export async function analyzeForUser(db: Db, deps: AnalyzeDeps, userId: string, call: AnalyzeRequest & { language?: 'en' | 'de' }): Promise<AnalysisResult> {
  let vehicle: VehicleFacts | null = null;
  if (call.vehicleId) {
    const row = await requireOwnVehicle(db, userId, call.vehicleId);
    vehicle = { vin: row.vin, odometer: row.odometer, odometerUnit: row.odometerUnit, year: row.year };
  }
  try {
    return await analyzeDocument(
      { fileName: call.filename, documentImage: call.documentImage, pdfText: call.pdfText, documentType: call.documentType, vehicle, language: call.language },
      deps,
    );
  } catch (error) {
    throw asAppError(error, call.documentImage ? 'documentImage' : 'pdfText');
  }
}

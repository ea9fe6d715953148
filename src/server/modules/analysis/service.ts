import type { AnalysisResult, AnalyzeRequest } from '../../../shared/analysis/analysis-result';
import type { VehicleFacts } from '../../../shared/analysis/judge';
import { analyzeDocument, type AnalyzeDeps } from '../../analysis/analyze-document';
import { AnalysisInputError } from '../../analysis/input-error';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { requireOwnVehicle } from '../vehicles/service';

export interface AnalyzeCall extends Omit<AnalyzeRequest, 'filename'> {
  filename: string;
  /** The original file, when it came as a multipart upload. */
  file?: Buffer;
  /** The user's language: the generated title, summary and issues are written in it. */
  language?: 'en' | 'de';
}

/** The signed-in user's analysis; a vehicleId must be one of their own vehicles (else 404). */
export async function analyzeForUser(db: Db, deps: AnalyzeDeps, userId: string, call: AnalyzeCall): Promise<AnalysisResult> {
  let vehicle: VehicleFacts | null = null;
  if (call.vehicleId) {
    const row = await requireOwnVehicle(db, userId, call.vehicleId);
    vehicle = { vin: row.vin, odometer: row.odometer, odometerUnit: row.odometerUnit };
  }
  try {
    return await analyzeDocument(
      {
        fileName: call.filename,
        file: call.file,
        documentImage: call.documentImage,
        pdfText: call.pdfText,
        documentType: call.documentType,
        vehicle,
        language: call.language,
      },
      deps,
    );
  } catch (error) {
    if (error instanceof AnalysisInputError) {
      const status = error.code === 'image_too_large' ? 413 : error.code === 'unsupported_file' ? 415 : error.code === 'ocr_failed' ? 422 : 400;
      const path = call.file ? 'file' : call.documentImage ? 'documentImage' : 'pdfText';
      throw new AppError(error.code, { status, message: error.message, issues: [{ path, message: error.message }] });
    }
    throw error;
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyzeRequestSchema } from '../../../shared/analysis/analysis-result';
import { documentTypes } from '../../../shared/documents/document-types';
import { intakeAnswerSchema } from '../../../shared/documents/intake-api';
import type { AnalyzeDeps } from '../../analysis/analyze-document';
import { authorizeVehicle } from '../../access/authorize';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import { analyzeReceived } from '../../intake/receive-document';
import { readMultipart } from '../../intake/read-multipart';
import { analyzeForUser } from './service';

function invalid(error: z.ZodError): AppError {
  const issues = error.issues.map((i) => ({ path: ['body', ...i.path.map(String)].join('.'), message: i.message }));
  return new AppError('validation_failed', { status: 400, message: `Invalid input: ${issues.map((i) => i.path).join(', ')}`, issues });
}

const multipartFields = z.object({
  documentType: z.enum(documentTypes).optional(),
  filename: z.string().max(255).optional(),
  vehicleId: z.string().max(64).optional(),
});

export const analysisRoutes: FastifyPluginAsyncZod<{ deps: () => AnalyzeDeps }> = async (app, opts) => {
  app.post(
    '/api/functions/analyze-document',
    {
      // A 10 MB file as a base64 data URL is ~13.4 MB of JSON.
      bodyLimit: 22 * 1024 * 1024,
      schema: {
        tags: ['analysis'],
        summary: 'Read a document: type, fields, confidence and detected issues (SPEC §7 step 1)',
        description:
          'multipart/form-data with the file in `file` and `documentType`, `filename`, `vehicleId` beside it: the file is checked, ' +
          'read and analysed once, then kept for an hour; the answer carries `intake.token` for the save (decision 008). ' +
          'Or JSON: SPEC §7 call 9 (documentImage as a data URL, documentType, filename, pdfText, vehicleId), analysis only.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: intakeAnswerSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      if (request.isMultipart()) {
        const { file, fields } = await readMultipart(request);
        const parsed = multipartFields.safeParse(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')));
        if (!parsed.success) throw invalid(parsed.error);
        if (!file) throw AppError.badRequest('Invalid input: file', [{ path: 'file', message: 'is required' }]);
        // A vehicle named must be one the user may write to: its facts (VIN, odometer) inform the judgement.
        if (parsed.data.vehicleId) await authorizeVehicle(request, 'read', parsed.data.vehicleId);
        return analyzeReceived(app.intake, {
          userId: me.id,
          file,
          fileName: parsed.data.filename,
          documentType: parsed.data.documentType,
          vehicleId: parsed.data.vehicleId,
          language: me.language === 'de' ? 'de' : 'en',
        });
      }
      const parsed = analyzeRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw invalid(parsed.error);
      if (!parsed.data.documentImage && !parsed.data.pdfText?.trim()) {
        throw AppError.badRequest('Invalid input: documentImage', [{ path: 'body.documentImage', message: 'send documentImage or pdfText' }]);
      }
      if (parsed.data.vehicleId) await authorizeVehicle(request, 'read', parsed.data.vehicleId);
      return analyzeForUser(app.db, opts.deps(), me.id, { ...parsed.data, language: me.language === 'de' ? 'de' : 'en' });
    },
  );
};

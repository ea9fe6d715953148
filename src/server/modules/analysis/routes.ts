import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analysisResultSchema, analyzeRequestSchema } from '../../../shared/analysis/analysis-result';
import { documentTypes } from '../../../shared/documents/document-types';
import type { AnalyzeDeps } from '../../analysis/analyze-document';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import { analyzeForUser, type AnalyzeCall } from './service';

/** SPEC §9: 10 MB for PDFs (images are 5 MB, but the engine reads whatever it is given up to this). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

function invalid(error: z.ZodError): AppError {
  const issues = error.issues.map((i) => ({ path: ['body', ...i.path.map(String)].join('.'), message: i.message }));
  return new AppError('validation_failed', { status: 400, message: `Invalid input: ${issues.map((i) => i.path).join(', ')}`, issues });
}

const multipartFields = z.object({
  documentType: z.enum(documentTypes).optional(),
  filename: z.string().max(255).optional(),
  vehicleId: z.string().max(64).optional(),
  pdfText: z.string().max(2_000_000).optional(),
});

export const analysisRoutes: FastifyPluginAsyncZod<{ deps: () => AnalyzeDeps }> = async (app, opts) => {
  app.post(
    '/api/functions/analyze-document',
    {
      // A 10 MB file as a base64 data URL is ~13.4 MB of JSON.
      bodyLimit: 22 * 1024 * 1024,
      schema: {
        tags: ['analysis'],
        summary: 'Read a document: type, fields, confidence and detected issues',
        description:
          'JSON: SPEC §7 call 9 (documentImage as a data URL, documentType, filename, pdfText, vehicleId). ' +
          'Or multipart/form-data with the original file in `file` and the same fields beside it.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: analysisResultSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      let call: AnalyzeCall;
      if (request.isMultipart()) {
        const fields: Record<string, string> = {};
        let file: Buffer | undefined;
        let fileName: string | undefined;
        for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } })) {
          if (part.type === 'file') {
            file = await part.toBuffer().catch((error: { code?: string }) => {
              if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
                throw new AppError('payload_too_large', { status: 413, message: 'File size exceeds 10MB limit.', issues: [{ path: 'file', message: 'File size exceeds 10MB limit.' }] });
              }
              throw error;
            });
            fileName = part.filename;
          } else fields[part.fieldname] = String(part.value);
        }
        const parsed = multipartFields.safeParse(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')));
        if (!parsed.success) throw invalid(parsed.error);
        if (!file) throw AppError.badRequest('Invalid input: file', [{ path: 'file', message: 'is required' }]);
        call = { ...parsed.data, filename: parsed.data.filename ?? fileName ?? 'document', file };
      } else {
        const parsed = analyzeRequestSchema.safeParse(request.body ?? {});
        if (!parsed.success) throw invalid(parsed.error);
        if (!parsed.data.documentImage && !parsed.data.pdfText?.trim()) {
          throw AppError.badRequest('Invalid input: documentImage', [{ path: 'body.documentImage', message: 'send documentImage or pdfText' }]);
        }
        call = parsed.data;
      }
      return analyzeForUser(app.db, opts.deps(), me.id, { ...call, language: me.language === 'de' ? 'de' : 'en' });
    },
  );
};

import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../analysis/analysis-result';
import { NO_DUE_FIELDS } from '../analysis/due-fields';
import { documentRecordSchema } from '../documents/document-record';
import { buildDocumentRecord, resultOf } from './build-record';

const empty: AnalysisResult = {
  documentType: 'other',
  title: '',
  summary: '',
  confidence: 'Medium',
  extractionQuality: 'Medium',
  documentCategory: '',
  extractedData: [],
  workPerformed: [],
  partsUsed: [],
  laborCost: null,
  partsCost: null,
  totalCost: null,
  serviceMileage: null,
  shopName: null,
  policyNumber: null,
  coverageType: null,
  premium: null,
  effectiveStart: null,
  effectiveEnd: null,
  deductible: null,
  purchasePrice: null,
  sellerName: null,
  saleDate: null,
  appraisedValue: null,
  appraiserName: null,
  appraisalDate: null,
  conditionNotes: null,
  registrationNumber: null,
  expiryDate: null,
  plateNumber: null,
  serviceDate: null,
  ...NO_DUE_FIELDS,
};
const today = () => '2026-11-22';

describe('buildDocumentRecord (SPEC §3)', () => {
  it('falls back to the file name, category Other, today; absent values null', () => {
    const r = buildDocumentRecord(empty, 'scan-0042.jpg', today);
    expect(r).toMatchObject({ title: 'scan-0042.jpg', documentCategory: 'Other', date: '2026-11-22', shopName: null, totalCost: null, aiSummary: null });
    expect(documentRecordSchema.safeParse(r).success).toBe(true);
  });

  it('keeps what the analysis found, dated by SPEC §5’s rule', () => {
    const r = buildDocumentRecord(
      {
        ...empty,
        documentType: 'service',
        title: 'Oil service',
        summary: 'Oil change',
        documentCategory: 'Maintenance',
        totalCost: 692.75,
        saleDate: '2024-03-14',
        shopName: 'Werkstatt Huber',
      },
      'a.pdf',
      today,
    );
    expect(r).toMatchObject({ title: 'Oil service', documentType: 'service', totalCost: 69275, date: '2024-03-14', shopName: 'Werkstatt Huber' });
    expect(resultOf(r, 'a.pdf')).toEqual({ title: 'Oil service', documentType: 'service', aiSummary: 'Oil change', extractedData: [] });
  });

  it('an extracted date that is not ISO falls to today, so the record stays valid', () => {
    const r = buildDocumentRecord({ ...empty, extractedData: [{ key: 'Invoice date', value: '14.03.2024' }] }, 'a.pdf', today);
    expect(r.date).toBe('2026-11-22');
    expect(buildDocumentRecord({ ...empty, extractedData: [{ key: 'Invoice date', value: '2024-03-14' }] }, 'a.pdf', today).date).toBe('2024-03-14');
  });
});

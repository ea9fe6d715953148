import { describe, expect, it } from 'vitest';
import { documentRecordSchema } from './document-record';
import { recordFromAnalysis } from './record-from-analysis';

describe('recordFromAnalysis (SPEC §3)', () => {
  it('falls back to the file name, Other, Medium and today when the analysis says nothing', () => {
    const r = recordFromAnalysis({}, 'scan.pdf', undefined, () => '2026-11-22');
    expect(r).toMatchObject({
      title: 'scan.pdf',
      documentType: 'other',
      documentCategory: 'Other',
      aiConfidence: 'Medium',
      extractionQuality: 'Medium',
      date: '2026-11-22',
      extractedData: [],
      totalCost: null,
      shopName: null,
    });
    expect(documentRecordSchema.safeParse(r).success).toBe(true);
  });

  it('takes the analysis’ fields, the service date first, and the user’s type over the engine’s', () => {
    const r = recordFromAnalysis(
      {
        title: 'Werkstattrechnung',
        documentType: 'receipt',
        confidence: 'Low',
        serviceDate: '2024-03-03',
        saleDate: '2020-01-01',
        totalCost: 524.43,
        shopName: 'Werkstatt Müller GmbH',
        extractedData: [{ key: 'issue', value: 'x' }],
      },
      'a.pdf',
      'service',
    );
    expect(r).toMatchObject({
      title: 'Werkstattrechnung',
      documentType: 'service',
      aiConfidence: 'Low',
      date: '2024-03-03',
      totalCost: 52443,
      shopName: 'Werkstatt Müller GmbH',
    });
  });

  it('uses an extracted invoice date when no date field is set', () => {
    expect(recordFromAnalysis({ extractedData: [{ key: 'Invoice date', value: '2019-06-30' }] }, 'a.pdf').date).toBe('2019-06-30');
  });
});

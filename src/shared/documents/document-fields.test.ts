import { describe, expect, it } from 'vitest';
import { analysisResultSchema } from '../analysis/analysis-result';
import { documentSchema } from './document-api';
import { fieldNames, fieldsOfType, labelKeyOf } from './document-fields';
import { documentRecordSchema } from './document-record';
import { documentTypes } from './document-types';
import en from '../../client/locales/features/documents.en.json';
import de from '../../client/locales/features/documents.de.json';

describe('the document field registry', () => {
  it('has every field SPEC §7 reads from the analysis, and nothing it lacks', () => {
    const analysisFields = Object.keys(analysisResultSchema.shape);
    for (const name of fieldNames) expect(analysisFields).toContain(name);
  });

  it('is what the record and the answer carry', () => {
    for (const name of fieldNames) {
      expect(Object.keys(documentRecordSchema.shape)).toContain(name);
      expect(Object.keys(documentSchema.shape)).toContain(name);
    }
  });

  it('gives each field a label in both languages', () => {
    for (const name of fieldNames) {
      expect(en.documents.fields, name).toHaveProperty(name);
      expect(de.documents.fields, name).toHaveProperty(name);
    }
  });

  it('gives every type its fields in reading order', () => {
    expect(fieldsOfType('service')).toEqual([
      'shopName',
      'serviceMileage',
      'workPerformed',
      'partsUsed',
      'laborCost',
      'partsCost',
      'totalCost',
      'inspectionValidUntil',
      'warrantyUntil',
      'nextServiceDate',
      'nextServiceMileage',
      'serviceIntervalMonths',
      'serviceIntervalDistance',
    ]);
    expect(fieldsOfType('title')).toEqual(['registrationNumber', 'plateNumber', 'sellerName', 'saleDate']);
    expect(fieldsOfType('insurance')).toEqual(['policyNumber', 'coverageType', 'premium', 'deductible', 'effectiveStart', 'effectiveEnd', 'appraisedValue']);
    expect(fieldsOfType('other')).toEqual(['totalCost', 'inspectionValidUntil', 'warrantyUntil']);
    for (const type of documentTypes) expect(fieldsOfType(type).length).toBeGreaterThan(0);
  });

  it('parses each kind in a record', () => {
    const parsed = documentRecordSchema.parse({
      documentType: 'service',
      shopName: '  ',
      totalCost: 1250,
      currency: 'EUR',
      serviceMileage: 1000,
      workPerformed: ['a'],
      saleDate: '2024-01-02',
    });
    expect(parsed).toMatchObject({ shopName: null, totalCost: 1250, currency: 'EUR', serviceMileage: 1000, workPerformed: ['a'], saleDate: '2024-01-02' });
    // Money is minor units: a fraction of a cent is refused.
    expect(documentRecordSchema.safeParse({ documentType: 'service', totalCost: 12.5 }).success).toBe(false);
    expect(documentRecordSchema.safeParse({ documentType: 'service', currency: 'euro' }).success).toBe(false);
    expect(documentRecordSchema.safeParse({ documentType: 'service', totalCost: -1 }).success).toBe(false);
    expect(documentRecordSchema.safeParse({ documentType: 'service', saleDate: '14.03.2024' }).success).toBe(false);
    // A count is a whole number of months, one or more.
    expect(documentRecordSchema.parse({ documentType: 'service', serviceIntervalMonths: 12 }).serviceIntervalMonths).toBe(12);
    expect(documentRecordSchema.safeParse({ documentType: 'service', serviceIntervalMonths: 0 }).success).toBe(false);
    expect(documentRecordSchema.safeParse({ documentType: 'service', serviceIntervalMonths: 1.5 }).success).toBe(false);
  });

  it('names a field as its document type does: a policy insures an agreed value, an appraisal states an appraised one', () => {
    expect(labelKeyOf('appraisedValue', 'insurance')).toBe('documents.fields.agreedValue');
    expect(labelKeyOf('appraisedValue', 'appraisal')).toBe('documents.fields.appraisedValue');
    expect(labelKeyOf('premium')).toBe('documents.fields.premium');
  });
});

import { describe, expect, it } from 'vitest';
import { historyMessages } from '../history/history-api';
import { recordEventId, recordIdOfEvent, vehicleRecordInputSchema } from './vehicle-record-api';

const valid = { kind: 'service', date: '2024-01-15', odometer: 45_210, description: 'Oil change', cost: 8_950, notes: 'Castrol' };
const issuesOf = (input: object) => {
  const r = vehicleRecordInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('vehicleRecordInputSchema', () => {
  it('takes a whole record, trims text and makes empty text and absent numbers null', () => {
    expect(vehicleRecordInputSchema.parse({ ...valid, description: ' Oil ', notes: '  ' })).toEqual({ ...valid, description: 'Oil', notes: null });
    expect(vehicleRecordInputSchema.parse({ kind: 'fuel', date: '2024-01-15' })).toEqual({ kind: 'fuel', date: '2024-01-15', odometer: null, cost: null });
  });

  it('asks for a description unless the record is fuel', () => {
    expect(issuesOf({ ...valid, description: '' })).toEqual([['description', historyMessages.required]]);
    expect(issuesOf({ ...valid, kind: 'fuel', description: '' })).toEqual([]);
  });

  it('names each bad field with the history forms’ words', () => {
    expect(issuesOf({ ...valid, kind: 'wash' })).toEqual([['kind', historyMessages.required]]);
    expect(issuesOf({ ...valid, date: '15.01.2024' })).toContainEqual(['date', historyMessages.date]);
    expect(issuesOf({ ...valid, date: '1884-12-31' })).toEqual([['date', historyMessages.dateTooEarly]]);
    expect(issuesOf({ ...valid, odometer: -1 })).toEqual([['odometer', historyMessages.wholeNumber]]);
    expect(issuesOf({ ...valid, odometer: 1.5 })).toEqual([['odometer', historyMessages.wholeNumber]]);
    expect(issuesOf({ ...valid, odometer: 10_000_001 })).toEqual([['odometer', historyMessages.tooLarge]]);
    expect(issuesOf({ ...valid, cost: 1.5 })).toEqual([['cost', historyMessages.minorUnits]]);
    expect(issuesOf({ ...valid, cost: -1 })).toEqual([['cost', historyMessages.negative]]);
    expect(issuesOf({ ...valid, notes: 'x'.repeat(4_001) })).toEqual([['notes', historyMessages.tooLong]]);
  });

  it('finds the record behind its timeline event and nothing behind another event', () => {
    expect(recordIdOfEvent(recordEventId('abc'))).toBe('abc');
    expect(recordIdOfEvent('document:abc')).toBeNull();
  });
});

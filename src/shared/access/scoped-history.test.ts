import { describe, expect, it } from 'vitest';
import { flagCodes } from '../history/consistency-checks';
import type { Timeline, TimelineEvent } from '../history/history-api';
import { scopeGradings, scopeTimeline, scopeValueEntries } from './scoped-history';

const event = (id: string, kind: string, extra: Partial<TimelineEvent> = {}): TimelineEvent => ({
  id,
  kind,
  date: '2020-01-01',
  labelKey: `history.kinds.${kind}`,
  labelVars: {},
  title: null,
  detail: null,
  documentId: null,
  documentType: null,
  amount: null,
  mileage: null,
  shop: null,
  imageUrl: null,
  href: '/vehicle/v',
  ...extra,
});

const timeline: Timeline = {
  vehicle: { id: 'v', make: 'Lancia', model: 'Fulvia', year: 1970, vin: 'VIN123', currency: 'EUR', odometerUnit: 'km', status: 'owned' },
  kinds: ['document', 'photo', 'value', 'condition', 'story'].map((kind) => ({ kind, labelKey: kind })),
  events: [
    event('document:1', 'document', { documentId: '1', amount: { amount: 100, currency: 'EUR' }, mileage: 1000 }),
    event('photos:2020-01-01', 'photo', { imageUrl: '/api/vehicles/v/photos/p/thumb' }),
    event('value:1', 'value', { amount: { amount: 5000, currency: 'EUR' } }),
    event('grading:1', 'condition'),
    event('story:1', 'story'),
  ],
  flags: [{ id: 'f', code: flagCodes[0], documentIds: ['1'], vars: {} }],
  mileage: [{ date: '2020-01-01', value: 1000, eventId: 'document:1' }],
};

describe('scopeTimeline', () => {
  it('keeps the timeline itself but nothing of another scope', () => {
    const cut = scopeTimeline(timeline, ['timeline']);
    expect(cut.events.map((e) => e.id)).toEqual(['document:1']);
    expect(cut.events[0]).toMatchObject({ amount: null, documentId: null, href: null, mileage: 1000 });
    expect(cut.kinds.map((k) => k.kind)).toEqual(['document']);
    expect(cut.flags).toEqual([]);
    expect(cut.vehicle.vin).toBeNull();
  });

  it('brings in photos, values, gradings, stories, costs and document links with their scopes', () => {
    const cut = scopeTimeline(timeline, ['timeline', 'photos', 'valueHistory', 'stories', 'costs', 'documents', 'facts']);
    expect(cut.events.map((e) => e.kind)).toEqual(['document', 'photo', 'value', 'condition', 'story']);
    expect(cut.events[0]).toMatchObject({ amount: { amount: 100, currency: 'EUR' }, documentId: '1', href: null });
    // The owner's photo URL opens only for the owner.
    expect(cut.events[1].imageUrl).toBeNull();
    expect(cut.flags).toHaveLength(1);
    expect(cut.vehicle.vin).toBe('VIN123');
  });

  it('shows a value event its amount without the costs scope: the amount is the value history', () => {
    const cut = scopeTimeline(timeline, ['timeline', 'valueHistory']);
    expect(cut.events.find((e) => e.kind === 'value')?.amount).toEqual({ amount: 5000, currency: 'EUR' });
    expect(cut.events.find((e) => e.kind === 'document')?.amount).toBeNull();
  });
});

describe('scopeValueEntries and scopeGradings', () => {
  it('drop document links without the documents scope, and grading photos always', () => {
    const entry = {
      id: 'e',
      kind: 'appraisal' as const,
      date: '2020-01-01',
      amount: 1,
      currency: 'EUR',
      source: null,
      appraiser: null,
      note: null,
      documentId: 'd',
      isManual: false,
    };
    expect(scopeValueEntries([entry], ['valueHistory'])[0].documentId).toBeNull();
    expect(scopeValueEntries([entry], ['valueHistory', 'documents'])[0].documentId).toBe('d');
    const grading = { id: 'g', scale: 'hagerty' as const, grade: 2, date: '2020-01-01', note: null, photos: [{ id: 'p', thumbUrl: '/api/x' }] };
    expect(scopeGradings([grading])[0].photos).toEqual([]);
  });
});

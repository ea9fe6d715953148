import { describe, expect, it } from 'vitest';
import { guessMapping } from './column-mapping';
import { readCsv } from './read-csv';
import { spendOfRecord } from './record-kinds';
import { previewCsv, recordKey } from './validate-rows';

const today = '2026-11-26';
const preview = (text: string, options: Parameters<typeof previewCsv>[0]['options'], currency = 'EUR') =>
  previewCsv({ records: readCsv(text), delimiter: text.includes(';') ? ';' : ',', options, currency, today });

describe('previewCsv — LubeLogger', () => {
  const service = [
    'Date,Odometer,Description,Notes,Cost,Tags,ExtraFields',
    '1/15/2024,45210,Oil change,"Castrol 20W-50, 5 qt",$89.50,,',
    '3/2/2024,0,"Brake pads, front",,"$1,234.00",,',
  ].join('\r\n');

  it('maps its columns by name and reads US dates, amounts with signs and a 0 odometer as none', () => {
    const p = preview(service, { format: 'lubelogger', defaultKind: 'repair' }, 'USD');
    expect(p.mapping).toEqual({ date: 0, odometer: 1, description: 2, notes: 3, cost: 4 });
    expect(p.counts).toEqual({ rows: 2, valid: 2, invalid: 0 });
    expect(p.rows.map((r) => r.record)).toEqual([
      { kind: 'repair', date: '2024-01-15', odometer: 45_210, description: 'Oil change', cost: 8_950, currency: 'USD', notes: 'Castrol 20W-50, 5 qt' },
      { kind: 'repair', date: '2024-03-02', odometer: null, description: 'Brake pads, front', cost: 123_400, currency: 'USD', notes: null },
    ]);
  });

  it('makes a fuel export fuel records, whatever kind was chosen, without a description', () => {
    const fuel = 'Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes\n15.03.2024,12500,"42,5","78,20",,True,False,\n';
    const p = preview(fuel, { format: 'lubelogger', defaultKind: 'service' });
    expect(p.defaultKind).toBe('fuel');
    expect(p.rows[0].record).toMatchObject({ kind: 'fuel', date: '2024-03-15', cost: 7_820, description: null });
  });
});

describe('previewCsv — generic', () => {
  const german = [
    'Datum;Kilometerstand;Arbeiten;Kosten;Bemerkung;Art',
    '31.12.2020;123.456;Inspektion;1.234,56;mit Ölwechsel;Wartung',
    '01.06.2021;;Tanken;45,00;;Tanken',
  ].join('\n');

  it('guesses the mapping from German headers and reads German numbers and dates', () => {
    const p = preview(german, { format: 'generic', defaultKind: 'service' });
    expect(p.numberStyle).toBe('de');
    expect(p.mapping).toEqual({ date: 0, odometer: 1, description: 2, cost: 3, notes: 4, kind: 5 });
    expect(p.rows[0].record).toEqual({
      kind: 'service',
      date: '2020-12-31',
      odometer: 123_456,
      description: 'Inspektion',
      cost: 123_456,
      currency: 'EUR',
      notes: 'mit Ölwechsel',
    });
    expect(p.rows[1].record).toMatchObject({ kind: 'fuel', cost: 4_500, odometer: null });
  });

  it('takes a mapping chosen by the user instead of the guess', () => {
    const p = preview('when,what,price\n2020-01-01,Tyres,400\n', { format: 'generic', defaultKind: 'upgrade', mapping: { date: 0, description: 1, cost: 2 } });
    expect(p.rows[0].record).toMatchObject({ kind: 'upgrade', date: '2020-01-01', description: 'Tyres', cost: 40_000 });
  });

  it('names every error of every row, numbered as a spreadsheet shows them', () => {
    const bad = [
      'date,odometer,description,cost,kind',
      ',12,a,1,service',
      '2020-02-30,x,,-5,boat',
      '2099-01-01,1,b,lots,',
      `1800-01-01,1,${'d'.repeat(501)},1,`,
    ].join('\n');
    const p = preview(bad, { format: 'generic', defaultKind: 'service' });
    expect(p.counts).toEqual({ rows: 4, valid: 0, invalid: 4 });
    expect(p.rows.map((r) => [r.row, r.errors.map((e) => `${e.field}:${e.code}`)])).toEqual([
      [2, ['date:date_missing']],
      [3, ['date:date_invalid', 'odometer:odometer_invalid', 'cost:cost_negative', 'kind:kind_invalid', 'description:description_missing']],
      [4, ['date:date_out_of_range', 'cost:cost_invalid']],
      [5, ['date:date_out_of_range', 'description:too_long']],
    ]);
    expect(p.rows.every((r) => r.record === null)).toBe(true);
  });
});

describe('guessMapping', () => {
  it('maps each column once and leaves unknown ones out', () => {
    expect(guessMapping(['Date', 'Mileage (km)', 'Total cost', 'Shop'], 'generic')).toEqual({ date: 0, odometer: 1, cost: 2 });
    expect(guessMapping(['Foo', 'Bar'], 'generic')).toEqual({});
  });
});

describe('records in the figures', () => {
  it('counts fuel as fuel, upgrades as parts, repairs as service; no cost, no spending', () => {
    const at = (kind: 'fuel' | 'upgrade' | 'repair', cost: number | null) => spendOfRecord({ kind, date: '2020-01-01', cost, currency: 'EUR' });
    expect(at('fuel', 50_00)[0]).toMatchObject({ category: 'fuel', amount: 50_00, documentId: null });
    expect(at('upgrade', 10)[0].category).toBe('parts');
    expect(at('repair', 10)[0].category).toBe('service');
    expect(at('repair', null)).toEqual([]);
  });

  it('gives the same key to the same record imported twice', () => {
    const r = { kind: 'service' as const, date: '2020-01-01', odometer: 5, description: 'Oil', cost: 100 };
    expect(recordKey(r)).toBe(recordKey({ ...r }));
    expect(recordKey(r)).not.toBe(recordKey({ ...r, cost: 101 }));
  });
});

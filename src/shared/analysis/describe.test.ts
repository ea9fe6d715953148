import { describe as group, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { detectedIssues } from './analysis-result';

const invoice = [
  'Werkstatt Müller GmbH',
  'Rechnung',
  'Leistungsdatum: 03.03.2024',
  'km-Stand: 138.586 km',
  'Arbeitslohn: 332,50 €',
  'Ersatzteile: 108,20 €',
  'Gesamtbetrag: 600,00 €',
].join('\n');

group('the reply in the reader’s language', () => {
  it('writes a German title, summary and issues with German dates and numbers', () => {
    const r = analyzeText({ text: invoice, fileName: 'a.pdf', documentType: 'service', language: 'de', today: '2025-01-01' });
    expect(r.title).toBe('Rechnung — Werkstatt Müller GmbH, 3. März 2024');
    expect(r.summary).toMatch(/Bei 138\.586 km, Gesamtbetrag 600\s€\./);
    expect(detectedIssues(r)[0]).toMatch(/^Arbeitslohn \(332,50\) \+ Teile \(108,20\) = 440,70, der Gesamtbetrag ist aber 600,00/);
  });

  it('writes English by default, amounts in the document’s currency', () => {
    const r = analyzeText({ text: invoice, fileName: 'a.pdf', documentType: 'service', today: '2025-01-01' });
    expect(r.title).toBe('Service invoice — Werkstatt Müller GmbH, Mar 3, 2024');
    expect(r.summary).toContain('At 138,586 km, total €600.');
  });

  it('says a reading whose page printed no unit in the vehicle’s unit, and the page’s own unit over it', () => {
    const bare = invoice.replace('km-Stand: 138.586 km', 'Tachostand: 138.586');
    const inMiles = { odometerUnit: 'mi', year: 1969 };
    expect(analyzeText({ text: bare, fileName: 'a.pdf', documentType: 'service', language: 'de', vehicle: inMiles, today: '2025-01-01' }).summary).toMatch(
      /Bei 138\.586 mi,/,
    );
    expect(analyzeText({ text: invoice, fileName: 'a.pdf', documentType: 'service', language: 'de', vehicle: inMiles, today: '2025-01-01' }).summary).toMatch(
      /Bei 138\.586 km,/,
    );
  });

  it('says when a date was taken without a label, and never reads a year or a plate as the mileage', () => {
    const r = analyzeText({
      // The title stands apart from the date (a blank line): no caption names it.
      text: 'Garage Smith Ltd\nInvoice\n\n12/03/2021\nOdometer: 1967\nTotal: £20.00',
      fileName: 'a.pdf',
      documentType: 'service',
      today: '2025-01-01',
    });
    expect(detectedIssues(r)).toEqual([expect.stringMatching(/No labelled service date was found/)]);
    expect(r.serviceMileage).toBeNull();
    const plate = analyzeText({ text: 'Werkstatt\nKennzeichen   km-Stand\nMA-BK 85H', fileName: 'a.pdf', documentType: 'service', today: '2025-01-01' });
    expect(plate.serviceMileage).toBeNull();
  });
});

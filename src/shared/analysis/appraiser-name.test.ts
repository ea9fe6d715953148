import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { APPOINTING_BODY, personOfBureau } from './appraiser-name';
import { isPlausibleAppraiser } from './extract-fields';
import { initialledSignature } from './unlabelled-fields';

describe("the appraiser's name", () => {
  it('is the person of a bureau named with a title, the bureau itself when no title marks a person', () => {
    expect(personOfBureau('Kfz-Sachverst.-Büro Dipl.-Ing. Gerd Ostertag')).toBe('Dipl.-Ing. Gerd Ostertag');
    expect(personOfBureau('Ingenieurbüro Dr. Hans Keller')).toBe('Dr. Hans Keller');
    expect(personOfBureau('Office of Mr. John Barrow')).toBe('Mr. John Barrow');
    expect(personOfBureau('Sachverständigenbüro Haas')).toBe('Sachverständigenbüro Haas');
    expect(personOfBureau('Dipl.-Ing. Frank Lorenz')).toBe('Dipl.-Ing. Frank Lorenz');
  });

  it("is never a sentence, a trade's word alone or the report's own title", () => {
    expect(isPlausibleAppraiser('I have no present or prospective interest in the vehicle that is the subject of this report.')).toBe(false);
    expect(isPlausibleAppraiser('Kfz-Meister')).toBe(false);
    expect(isPlausibleAppraiser('Schätzungsbericht')).toBe(false);
    expect(isPlausibleAppraiser('Expertise / Schätzung zu Versicherungszwecken')).toBe(false);
    for (const name of ['Marianne Stucki-Roth', 'DEKRA', 'Stuart Trask', 'Sachverständigenbüro Haas']) expect(isPlausibleAppraiser(name)).toBe(true);
  });

  it("is never a signer's role line, with or without its article", () => {
    expect(isPlausibleAppraiser('Experte Technische Kommission')).toBe(false);
    expect(isPlausibleAppraiser('Der Experte')).toBe(false);
    expect(isPlausibleAppraiser('Senior Appraiser')).toBe(false);
    // A firm by its legal form is a name, whatever word opens it.
    expect(isPlausibleAppraiser('Club Classic Valuations Ltd')).toBe(true);
  });

  it('asks the signature when the label beside "Appraiser" holds a sentence', () => {
    const r = analyzeText({
      fileName: 'p.pdf',
      today: '2026-01-01',
      text: [
        'CLASSIC VEHICLE APPRAISAL',
        'Date of inspection: 03/05/2019',
        'Appraised value: $24,500',
        'Appraiser: I have no present or prospective interest in the vehicle that is the subject of this report.',
        '',
        '______________________',
        'Stuart Trask',
      ].join('\n'),
    });
    expect(r.appraiserName).toBe('Stuart Trask');
  });

  it('takes who certified the report ("Certified by: …") over the firm in its letterhead', () => {
    const r = analyzeText({
      fileName: 'p.pdf',
      today: '2026-01-01',
      text: [
        'Delaney Collector Car Appraisals, LLC',
        '1365 W Main St, Rochester, MN 83167',
        'APPRAISAL UPDATE   Report date: 04/18/2021',
        'Vehicle   1969 Volvo 240 GL',
        'Updated agreed value   $12,500.00',
        '',
        'Certified by: Patricia Delaney',
        'Senior Appraiser',
      ].join('\n'),
    });
    expect(r.appraiserName).toBe('Patricia Delaney');
  });

  it('is never the body that appointed the appraiser', () => {
    for (const body of ['IHK Düsseldorf', 'Handwerkskammer München', 'Chamber of Commerce', 'Institute of the Motor Industry'])
      expect(APPOINTING_BODY.test(body)).toBe(true);
    for (const name of ['Dipl.-Ing. Reinhold Faßbender', 'Susan Blake, ASA', 'Brennan Vehicle Appraisals']) expect(APPOINTING_BODY.test(name)).toBe(false);
  });

  it('is the name typed under a signature of initials and surname', () => {
    expect(initialledSignature('R. Faßbender', 'Reinhold Faßbender')).toBe(true);
    expect(initialledSignature('M. J. Stanier', 'Mark John Stanier')).toBe(true);
    expect(initialledSignature('J.-P. Meier', 'Jean-Pierre Meier')).toBe(true);
    expect(initialledSignature('K. Faßbender', 'Reinhold Faßbender')).toBe(false);
    expect(initialledSignature('R. Meier', 'Reinhold Faßbender')).toBe(false);
    const r = analyzeText({
      fileName: 'gutachten.pdf',
      documentType: 'appraisal',
      today: '2026-01-01',
      text: [
        'Ingenieurbüro Reinhold Faßbender',
        'Wertgutachten',
        'Besichtigt am   03.04.2008',
        'Marktwert   39.000,00 €',
        '',
        'Düsseldorf, den 06.04.2008',
        'R. Faßbender',
        'Dipl.-Ing. Reinhold Faßbender',
        '',
        'Sachverständiger',
        'IHK Düsseldorf',
      ].join('\n'),
    });
    expect(r.appraiserName).toBe('Dipl.-Ing. Reinhold Faßbender');
  });
});

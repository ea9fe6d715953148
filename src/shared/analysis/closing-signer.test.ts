import { describe, expect, it } from 'vitest';
import { closingSigner, signerCandidates } from './closing-signer';
import type { Word } from './layout';
import { prepareText } from './text-values';

const page = (...lines: string[]) => prepareText(lines.join('\n'), true);

describe('closingSigner', () => {
  it('takes the person signing over a role in any words, not the club in the letterhead', () => {
    const doc = page(
      'Dansk Veteranbil Klub',
      'Postboks 118 · DK-8000 Århus C',
      '',
      'Wertbescheinigung',
      'Wert   Dkr. 36.000,00',
      '',
      'Århus, den 12.03.1983',
      '',
      'Søren Madsen',
      'Vertrauensmann des Vurderingsudvalg',
    );
    expect(closingSigner(doc)).toBe('Søren Madsen');
  });
  it("takes a Swiss 'Experte' signing at the page's end as the appraiser's trade", () => {
    const doc = page(
      'Fahrzeugexpertisen Ostschweiz GmbH',
      'Industriestrasse 47, 5762 Zug',
      "Versicherungswert (vereinbarter Wert): CHF 23'000.00",
      'Die Bewertung stützt sich auf die Besichtigung und die aktuellen Marktpreise vergleichbarer Fahrzeuge.',
      '',
      'Renate Schneider',
      'Experte, Mitglied Schweizer Veteranen-Experten',
    );
    expect(closingSigner(doc)).toBe('Renate Schneider');
  });

  it('reads a qualification after the comma: words dropped, letters kept as printed', () => {
    expect(
      closingSigner(
        page('Imhof & Partner', 'Verkehrswert   CHF 154’000.00', '', 'Sursee, 23. November 2021', '', 'Beat Imhof, eidg. dipl. Automobildiagnostiker'),
      ),
    ).toBe('Beat Imhof');
    const us = page(
      'DELGADO & WHITAKER',
      'Fair Market Value   $88,500',
      '',
      '________________________________',
      'Bruce A. Lindquist, ISA   VIN verified: see photographs',
      'Senior Appraiser',
    );
    expect(closingSigner(us)).toBe('Bruce A. Lindquist, ISA');
  });
  it('takes a titled person over a role in words no list holds, not the bureau in the letterhead', () => {
    const it_ = page(
      'Studio Peritale Ferri',
      'Via Emilia 12 · 41121 Modena',
      '',
      'Stima',
      'Valore di mercato   € 48.000',
      '',
      'Ing. Carla Ferri',
      'Perito iscritto all’albo del Tribunale',
    );
    expect(closingSigner(it_)).toBe('Ing. Carla Ferri');
    const en = page('Quennell Associates', 'Agreed value   £ 31,000', '', '', 'Dr. Moira Quennell', 'Member of the Panel of the Vintage Sports-Car Club');
    expect(closingSigner(en)).toBe('Dr. Moira Quennell');
    // Untitled, the same block lacks the evidence: the role line alone at the page's end is not enough.
    expect(closingSigner(page('Quennell Associates', 'Agreed value   £ 31,000', '', 'Moira Quennell', 'Member of the Panel of the Club'))).toBeNull();
  });
  it('never takes the client, nor a name without a signature’s shape', () => {
    const client = page('Gutachten', 'Auftraggeber   Sabine Krüger', 'Marktwert   € 6.000', '', 'Kassel, 15.03.2015', '', 'Sabine Krüger', 'Eigentümerin');
    expect(signerCandidates(client).find((c) => c.name === 'Sabine Krüger')?.features.client).toBe(true);
    expect(closingSigner(client)).toBeNull();
    expect(closingSigner(page('Gutachten', 'Marktwert   € 6.000', 'Sabine Krüger'))).toBeNull();
  });

  it('reads a stamp beside the signature as no role: the role under the name in its column (de, en)', () => {
    const signed = (place: string, stamp: [string, string], name: string, role: string) => {
      const at = (text: string, x: number, y0: number, y1: number): Word => ({ text, x0: x, x1: x + text.length * 4.5, y0, y1 });
      const words = [
        at('Wertkurzgutachten', 50, 40, 54),
        at('Fahrzeug   Opel GT 1900', 50, 70, 78),
        at('Wert   DM 21.500,00', 50, 84, 92),
        at(place, 50, 140, 148),
        at(stamp[0], 360, 176, 184),
        at(name, 50, 186, 196),
        at(stamp[1], 360, 197, 205),
        at(role, 50, 206, 213),
      ];
      const text = words.map((w) => w.text).join('\n');
      return closingSigner(prepareText(text, true, words));
    };
    expect(signed('Kassel, 03.04.1996', ['AUTO-EXPERT', 'NORDHESSEN'], 'Horst Wendel', 'Kfz-Meister und Schätzer')).toBe('Horst Wendel');
    expect(signed('Perth, 3 April 1996', ['GLENFARG', 'ASSESSORS'], 'Ian Cowie', 'Motor Engineer and Assessor')).toBe('Ian Cowie');
  });
  it('takes a titled signer under the place and date whose surname the letterhead bears (en, de)', () => {
    const foot = ['', 'Brandstätter Gutachten · Hauptplatz 3 · 8010 Graz', 'Steiermärkische Sparkasse · IBAN AT12 2081 5000 0000 1234'];
    const de = (head: string) =>
      page(head, 'Hauptplatz 3, 8010 Graz', '', 'Bewertung', 'Marktwert   € 42.000', '', 'Graz, 14.06.2009', '', 'Ing. Walter Brandstätter', ...foot);
    expect(closingSigner(de('Kfz-Sachverständigenbüro Brandstätter'))).toBe('Ing. Walter Brandstätter');
    expect(closingSigner(de('HALLORAN'))).toBeNull();
    const en = page(
      'HALLORAN',
      'Halloran Vehicle Inspections',
      '14 Grand Parade, Cork',
      '',
      'Agreed value   € 18,500',
      '',
      'Cork, 14 June 2009',
      '',
      'Dr. Sean Halloran',
      '',
      'VAT IE 6412345T',
    );
    expect(closingSigner(en)).toBe('Dr. Sean Halloran');
  });
});

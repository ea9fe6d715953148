import { describe, expect, it } from 'vitest';
import { closingSigner, signerCandidates } from './closing-signer';
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
});

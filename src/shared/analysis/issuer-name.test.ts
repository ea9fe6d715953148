import { describe, expect, it } from 'vitest';
import { imprintName, withoutMonogram } from './issuer-name';

describe('an issuer beside a monogram or only in the imprint', () => {
  it('drops a monogram of the name’s own initials, keeps initials that are part of the name', () => {
    expect(withoutMonogram('TC Tamworth Coachworks Ltd')).toBe('Tamworth Coachworks Ltd');
    expect(withoutMonogram('ZK Zweirad- und Kfz-Service Arnold')).toBe('Zweirad- und Kfz-Service Arnold');
    expect(withoutMonogram('BMW Classic Service')).toBe('BMW Classic Service');
    expect(withoutMonogram('AB Motors')).toBe('AB Motors');
    expect(withoutMonogram('ATU Auto-Teile-Unger')).toBe('ATU Auto-Teile-Unger');
  });

  it('reads the name of an imprint at the foot: a company first, an address or phone after it', () => {
    const company = (t: string) => /gmbh|kg|ltd|garage/i.test(t);
    const address = (t: string) => /\d{5}|straße|road/i.test(t);
    const lines = [
      'Rechnung',
      'Oliver Brandt',
      '',
      'Gewährleistung 12 Monate.',
      'Oldtimerhalle Dorn GmbH & Co. KG · Gewerbering 7 · 69117 Heidelberg · Tel. 0239 754241',
      'IBAN DE13 2114 4270',
    ];
    expect(imprintName(lines, company, address)).toBe('Oldtimerhalle Dorn GmbH & Co. KG');
    // A bank line is no imprint; nor is a line whose first part is no company.
    expect(imprintName(['Rechnung', 'Volksbank eG · IBAN DE12 · BIC GENODE', 'Zahlbar sofort · 14 Tage · netto'], company, address)).toBeNull();
  });
});

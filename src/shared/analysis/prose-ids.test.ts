import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { proseIds } from './prose-ids';

describe('proseIds', () => {
  it("takes the plate and the paper's number a registry's letter names in its sentences", () => {
    expect(
      proseIds([
        'Ihr Fahrzeug Ford 17 M P3 wurde am 9. Februar 2021 auf Grundlage des Gutachtens nach § 23 StVZO',
        'unter dem amtlichen Kennzeichen RO-YW 32H als Oldtimer zugelassen.',
        'Die Zulassungsbescheinigung Teil I mit der Nummer CJ5566041 liegt diesem Schreiben bei; bitte',
        'führen Sie sie bei jeder Fahrt mit.',
      ]),
    ).toEqual({ plate: 'RO-YW 32H', document: 'CJ5566041' });
    expect(
      proseIds([
        'Thank you for your application. We have now registered your vehicle, a 1958 Land Rover Series',
        'II, and assigned it the registration number LDD 500. As the vehicle was built more than 40',
        'years ago it has been placed in the historic vehicle tax class.',
        'Your new registration certificate is enclosed. Its document reference number is 66608590834;',
        'you will need this number to tax the vehicle or tell us about a change.',
      ]),
    ).toEqual({ plate: 'LDD 500', document: '66608590834' });
  });
  it('passes a few small words between the word and its value, and takes no capitalised noun for a value', () => {
    expect(
      proseIds(['Your 1962 Austin Lancer has been registered under the Historic Vehicle Scheme. The number plate allocated to the vehicle is 36350H.']).plate,
    ).toBe('36350H');
    expect(proseIds(['Der Fahrzeugschein für Fahrzeuge mit Ausfuhrkennzeichen trägt die Nummer Y 078902 und ist mitzuführen.'])).toEqual({
      plate: null,
      document: 'Y 078902',
    });
  });
});

describe("a registry's letter", () => {
  it('gives the plate and the document number its sentences name', () => {
    const r = analyzeText({
      today: '2026-01-01',
      fileName: 'letter.pdf',
      documentType: 'registration',
      text: [
        'Strassenverkehrsamt Kanton St. Gallen',
        '                                                                         28. Oktober 1996',
        'Immatrikulation Ihres Motorfahrzeuges',
        'Wir teilen Ihnen mit, dass Ihr Personenwagen Citroën ID 19 auf Ihren Namen eingelöst',
        'worden ist. Es wurde Ihnen das Kontrollschild SG 216 291 zugeteilt.',
        'Beiliegend erhalten Sie den Fahrzeugausweis Nr. 825 936 028. Der Ausweis ist stets',
        'im Fahrzeug mitzuführen.',
      ].join('\n'),
    });
    expect([r.plateNumber, r.registrationNumber]).toEqual(['SG 216 291', '825 936 028']);
  });
});

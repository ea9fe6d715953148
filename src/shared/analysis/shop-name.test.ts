import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { findShopName, mendInitials, nothingBetween, shopNameOf } from './extract-fields';
import { gridPage } from './grid-page.test-helper';
import { prepareText } from './text-values';

describe('shopNameOf', () => {
  it('drops the registration number in brackets after the name, closed or cut off', () => {
    expect(shopNameOf('AEON CO. (M) BHD (126926-H)')).toBe('AEON CO. (M) BHD');
    expect(shopNameOf('AEON CO. (M) BHD (126925-H')).toBe('AEON CO. (M) BHD');
    expect(shopNameOf('VIVOPAC MARKETING SDN BHD (1070687-M)')).toBe('VIVOPAC MARKETING SDN BHD');
  });
  it('mends the Malaysian suffix and its (M) as OCR misreads them', () => {
    expect(shopNameOf('AIK HUAT (H) SDN BND')).toBe('AIK HUAT (M) SDN BHD');
    expect(shopNameOf('YIN MA (N) 5DN BHD')).toBe('YIN MA (M) SDN BHD');
    // A bracketed letter elsewhere is the shop's own.
    expect(shopNameOf('KEDAI (H) HANG')).toBe('KEDAI (H) HANG');
  });
  it("reads a comma closing a legal form's abbreviation as its point", () => {
    expect(shopNameOf('AEON CO. (M) BHD, (126926-H)')).toBe('AEON CO. (M) BHD.');
    expect(shopNameOf('SYL ROASTED DELIGHTS SDN, BHD,')).toBe('SYL ROASTED DELIGHTS SDN. BHD.');
    expect(shopNameOf('BHD, TRADING')).toBe('BHD, TRADING');
  });
  it('drops a stray mark before the name and keeps brackets that are part of it', () => {
    expect(shopNameOf('© THAI DELICIOUS RESTAURANT')).toBe('THAI DELICIOUS RESTAURANT');
    expect(shopNameOf('MR D.I.Y. (M) SDN BHD')).toBe('MR D.I.Y. (M) SDN BHD');
    expect(shopNameOf('(TAMAN DAYA) SDN BHD')).toBe('(TAMAN DAYA) SDN BHD');
  });
});

describe('findShopName', () => {
  it('takes no caption of a table’s heading row for the letterhead, however tall OCR boxes it', () => {
    const words = [
      { text: 'JIM BAKER LINCOLN', x0: 50, x1: 300, y0: 50, y1: 66 },
      { text: 'CUSTOMER', x0: 50, x1: 110, y0: 100, y1: 108 },
      { text: 'ADVISOR', x0: 200, x1: 260, y0: 95, y1: 115 },
      { text: 'TAG', x0: 350, x1: 375, y0: 100, y1: 108 },
      { text: 'OPENED', x0: 450, x1: 500, y0: 100, y1: 108 },
      ...gridPage([], [], [], [], ['Replace clutch', '420.00'], ['Total', '420.00'], ['Paid', 'with', 'thanks'], ['See', 'you', 'soon']),
    ];
    expect(findShopName(prepareText('', false, words), { letterhead: true })).toBe('JIM BAKER LINCOLN');
  });

  it('reads the letterhead under a browser’s running head, without the title printed after a dash', () => {
    const words = [
      ...gridPage(['12.05.2024, 14:03', 'Rechnung 2024-118']),
      { text: 'Motorenbau Keller — Rechnung', x0: 50, x1: 330, y0: 140, y1: 160 },
      ...gridPage([], [], [], [], ['Zylinderkopf geplant', '240,00 €'], ['Summe', '240,00 €']),
    ];
    const doc = prepareText('', true, words);
    expect(findShopName(doc, { letterhead: true })).toBe('Motorenbau Keller');
  });
  it('takes the name a marque’s or a chain’s logo stands beside or over, never the logo alone (en, de)', () => {
    const head = (logo: string, name: string, under: string) => [
      { text: logo, x0: 50, x1: 140, y0: 40, y1: 58 },
      { text: name, x0: 380, x1: 555, y0: 44, y1: 56 },
      ...gridPage([under], [], [], [], ['Renew pollen filter', '37.80'], ['Total', '37.80']),
    ];
    expect(findShopName(prepareText('', false, head('JAGUAR', 'Rowntree Jaguar Harrogate', 'Leeds Road, Harrogate HG2 8AY')), { letterhead: true })).toBe(
      'Rowntree Jaguar Harrogate',
    );
    // A tagline naming the marque under it is no name ("… Porsche Classic Partner").
    const porsche = prepareText('', false, head('PORSCHE', 'Porsche Zentrum Hagedorn', 'Hagedorn GmbH · Porsche Classic Partner'));
    expect(findShopName(porsche, { letterhead: true })).toBe('Porsche Zentrum Hagedorn');
    // A till's large short name over its full name.
    expect(findShopName(prepareText('PARTS CITY\nPARTS CITY AUTO STORES\nSTORE #0447 MADISON, WI\nOIL FILTER   3.49', false), { receipt: true })).toBe(
      'PARTS CITY AUTO STORES',
    );
    // An address holding the name's word is no name.
    expect(findShopName(prepareText('KESTREL\nKestrel Road 12, Leeds\nRenew clutch   420.00', false), { receipt: true })).toBe('KESTREL');
  });
  it('takes the name under a logo in its column, an address block beside the logo a row a line (de, en)', () => {
    const page = (logo: string, name: string, block: string[], body: string[][]) =>
      prepareText('', true, [
        { text: logo, x0: 50, x1: 50 + logo.length * 14, y0: 40, y1: 62 },
        ...block.map((text, i) => ({ text, x0: 545 - text.length * 4, x1: 545, y0: 28 + i * 10, y1: 35 + i * 10 })),
        { text: name, x0: 50, x1: 50 + name.length * 4.5, y0: 68, y1: 76 },
        ...gridPage(...body),
      ]);
    const de = page(
      'RHÖN',
      'Rhön Rallyeservice Zehner',
      ['Inh. Karl Zehner', 'Am Sportplatz 9', '36129 Gersfeld', 'Tel. 06654 / 91 82'],
      [
        ['Rechnung', '12.03.2019'],
        ['Motor überholt', '1.200,00'],
        ['Summe', '1.200,00'],
      ],
    );
    expect(de.lines.slice(0, 4).join('\n')).not.toContain('RHÖN   Rhön');
    expect(findShopName(de, { letterhead: true })).toBe('Rhön Rallyeservice Zehner');
    const en = page(
      'FENLAND',
      'Fenland Historic Haulage',
      ['Prop. D. Marsh', 'Drove Road', 'Wisbech PE13 2RT', 'Tel. 01945 582 110'],
      [
        ['Invoice', '02/05/2016'],
        ['Trailer, Wisbech to Goodwood', '380.00'],
        ['Total', '380.00'],
      ],
    );
    expect(findShopName(en, { letterhead: true })).toBe('Fenland Historic Haulage');
  });
  it('joins a name whose legal form wraps to the next line, never a registration line', () => {
    expect(findShopName(prepareText('POPULAR BOOK\nCO. (M) SDN BHD\nNO. 12, JALAN BESAR', true))).toBe('POPULAR BOOK CO. (M) SDN BHD');
    expect(findShopName(prepareText('HON HWA HARDWARE TRADING\nCompany Reg. No. : 001055194X', true))).toBe('HON HWA HARDWARE TRADING');
  });
  it("joins a Malaysian company's bracketed place and suffix wrapped to the next line, never taking them alone", () => {
    const head = (second: string) => prepareText(`GARDENIA BAKERIES\n${second}\n(139386-X)\nLOT 3, JALAN PELABUR 23/1,\n40300 SHAH ALAM`, true);
    expect(findShopName(head('(KL) SDN BHD'), { receipt: true })).toBe('GARDENIA BAKERIES (KL) SDN BHD');
    expect(findShopName(head('(SETIA ALAM) SDN. BHD.'), { receipt: true })).toBe('GARDENIA BAKERIES (SETIA ALAM) SDN. BHD.');
  });
});

describe('shop names as OCR reads them', () => {
  it('drops a lone digit or small letter OCR read before a capitalised name', () => {
    expect(shopNameOf('4 SYARIKAT PERNIAGAAN GIN KEE')).toBe('SYARIKAT PERNIAGAAN GIN KEE');
    expect(shopNameOf('a KEDAI RUNCIT')).toBe('KEDAI RUNCIT');
    expect(shopNameOf('99 SPEED MART S/B')).toBe('99 SPEED MART S/B');
  });
  it('drops a registration number with its check letter after any name, never a figure of the name', () => {
    expect(shopNameOf('KEDAI PAPAN YEW CHUAN 0005583085-K')).toBe('KEDAI PAPAN YEW CHUAN');
    expect(shopNameOf('SOON HUAT MACHINERY ENTERPRISE JM0352019-K')).toBe('SOON HUAT MACHINERY ENTERPRISE');
    expect(shopNameOf('ZEN AND COFFEE 28 S/B')).toBe('ZEN AND COFFEE 28 S/B');
    expect(shopNameOf('BAKERY 24-7')).toBe('BAKERY 24-7');
  });
  it('drops specks OCR read after the name, keeping what closes it', () => {
    expect(shopNameOf('SANYU STATIONERY SHOP ]')).toBe('SANYU STATIONERY SHOP');
    expect(shopNameOf('FUYI MINI MARKET ‘')).toBe('FUYI MINI MARKET');
    expect(shopNameOf('KEDAI RUNCIT i')).toBe('KEDAI RUNCIT');
    expect(shopNameOf('AEON CO. (M) BHD.')).toBe('AEON CO. (M) BHD.');
    expect(shopNameOf('HOME MASTER HARDWARE &')).toBe('HOME MASTER HARDWARE &');
    expect(shopNameOf('Zen and coffee 28 S/B')).toBe('Zen and coffee 28 S/B');
    expect(shopNameOf('Bistro a')).toBe('Bistro a');
  });
  it('reads a digit among dotted initials as the letter it resembles', () => {
    expect(mendInitials('T.A.5')).toBe('T.A.S');
    expect(mendInitials('D.1.Y')).toBe('D.I.Y');
    expect(shopNameOf('MR D.I.Y. (M) SDN BHD')).toBe('MR D.I.Y. (M) SDN BHD');
    expect(shopNameOf('BOOK 1.5 STORE')).toBe('BOOK 1.5 STORE');
  });
  it('takes a legal-form line with its registration number in brackets, the number judged apart from the name', () => {
    const head = "Eh] ats\nChili's Grill & Bar KLCC\nT.A.5 Leisure Sdn Bhd (256864-F)\nTel: 03-2164 1400\nGST ID: 001042104320";
    expect(findShopName(prepareText(head, true))).toBe('T.A.S Leisure Sdn Bhd');
  });
});

describe('a registration number whose bracket OCR misread', () => {
  it('is dropped after the name, brackets of the name kept', () => {
    expect(shopNameOf('THE STORE (MALAYSIA) SDN BHD CBL99K)')).toBe('THE STORE (MALAYSIA) SDN BHD');
    expect(shopNameOf("KING'S CONFECTIONERY S/B 273500-U (KSB)")).toBe("KING'S CONFECTIONERY S/B");
    expect(shopNameOf('99 SPEED MART 5/8 (519537 X)')).toBe('99 SPEED MART S/B');
    expect(shopNameOf('MR D.I.Y. (M) SDN BHD')).toBe('MR D.I.Y. (M) SDN BHD');
  });
});

describe('the company behind a brand', () => {
  it('takes the legal name right under a brand or outlet line, never the customer below the address', () => {
    const brand = 'KIKU JAPANESE RESTAURANT\n\nTK DIVISION KITCHEN SDN BHD\n1202152-P\n19-1, JALAN MALINJA 2, TAMAN BUNGA RAYA,';
    expect(findShopName(prepareText(brand, true))).toBe('TK DIVISION KITCHEN SDN BHD');
    const customer =
      'PERNIAGAAN ZHENG HUI\nJM0325955-V\nNO.59 JALAN PERMAS 9/6\n81750 JOHOR BAHRU\nTEL: 07-386 7524\nSIMPLIFIED TAX INVOICE\nGOGANT ENGINEERING (M) SDN BHD';
    expect(findShopName(prepareText(customer, true))).toBe('PERNIAGAAN ZHENG HUI');
  });
  it('sees nothing between two lines when only blanks or a registration number stand there', () => {
    expect(nothingBetween(['A SHOP', '', '(CO. REG NO. 12345-X)', 'A SDN BHD'], 'A SHOP', 'A SDN BHD')).toBe(true);
    expect(nothingBetween(['A SHOP', 'JALAN BESAR 5', 'A SDN BHD'], 'A SHOP', 'A SDN BHD')).toBe(false);
  });
  it('drops a speck OCR read as a point after a whole word, keeping abbreviations', () => {
    expect(shopNameOf('KHE ELECTRICAL. TRADING')).toBe('KHE ELECTRICAL TRADING');
    expect(shopNameOf('SYL ROASTED DELIGHTS SDN. BHD.')).toBe('SYL ROASTED DELIGHTS SDN. BHD.');
    expect(shopNameOf('POPULAR BOOK CO. (M) SDN BHD')).toBe('POPULAR BOOK CO. (M) SDN BHD');
  });
});

describe('a bill’s issuer never the addressee nor a heading under its facts (decision 045)', () => {
  const bill = (...lines: string[]) => findShopName(prepareText(lines.join('\n'), true), { letterhead: true });

  it('keeps a firm whose name opens like a salutation: its legal form makes it a firm', () => {
    expect(findShopName(prepareText('MR D.I.Y. (M) SDN BHD\n(CO. REG : 860671-D)\nLOT 1851-A & 1851-B, JALAN KPB 6', true))).toBe('MR D.I.Y. (M) SDN BHD');
  });

  it('reads no name rather than the addressee or a column heading', () => {
    expect(
      bill(
        'Frau Ursula Brunner',
        'RECHNUNG',
        'Rebbergstrasse 5',
        '8400 Winterthur',
        'Datum 22.04.2017',
        'Stunden   Arbeit   CHF',
        '6.50   Spritzarbeiten   897.00',
      ),
    ).toBeNull();
  });

  it('takes the imprint at the foot, a name alone over its address line', () => {
    expect(
      bill(
        'BILL   dated 5th February 2021',
        'Work done',
        'Parts fitted',
        'Wiper blades   £26.10',
        'Total to pay   £26.10',
        '',
        'The Mill Garage',
        'Rear of 22 High Street, Pembury',
      ),
    ).toBe('The Mill Garage');
  });
});

describe('the sender named under its label', () => {
  it('reads "From:" and "Rechnungssteller:" as the issuer, before a supplier named in a line of the bill', () => {
    const page = prepareText(
      [
        'Invoice',
        'From: Harbour Road Motors, 2 Harbour Rd, Falmouth TR11 2AQ',
        'To: Jenny Clarke, 5 Bay View, Penryn TR10 8AA',
        'Date: 2 March 2020',
        'Lucas Classic Parts - authorised stockist',
        'Lucas dynamo exchange   145.00',
        'Total   205.00',
      ].join('\n'),
      true,
    );
    expect(findShopName(page, { letterhead: true })).toBe('Harbour Road Motors');
    const german = prepareText(
      ['Rechnungssteller: Motorrad-Werkstatt Ebner, Salzburger Str. 4, 83278 Traunstein', 'Rechnung Nr. 311   Datum 03.09.2023'].join('\n'),
      true,
    );
    expect(findShopName(german, { letterhead: true })).toBe('Motorrad-Werkstatt Ebner');
  });

  it('drops the sender’s e-mail address written after its name', () => {
    const mail = prepareText(
      ['From: WrenchBuddy Mobile Mechanics Ltd <receipts@wrenchbuddy.co.uk>', 'Receipt   12 May 2022', 'Total paid   £184.00'].join('\n'),
      true,
    );
    expect(findShopName(mail, { letterhead: true })).toBe('WrenchBuddy Mobile Mechanics Ltd');
  });
});

describe('a caption that leads into its value', () => {
  it('is no name, though it holds a trade’s word: the imprint at the foot names the issuer', () => {
    const text = [
      'Invoice 2290   Date 14/05/2011',
      'Customer   G. Hall',
      'Next service due at   118,480 miles',
      'Labour total   90.00',
      'Invoice total   147.00',
      'Tom Hale Off-Road Ltd · Unit 2 Mill Farm · Hereford HR2 8BB',
    ].join('\n');
    expect(analyzeText({ text, fileName: 'bill.pdf', documentType: 'service', today: '2026-01-01' }).shopName).toMatch(/^Tom Hale Off-Road Ltd/);
  });
});

describe('the addressee’s block', () => {
  it('is never the issuer: a firm over an attention line, a house’s name under the customer, a label with its sum', () => {
    const firm = [
      'Spedition Krämer GmbH   Autohaus am Ring',
      'z. Hd. Herrn Stefan Krämer   Ringstraße 40',
      'Hafenstraße 11   93047 Regensburg',
      'Rechnung Nr. 88-1042   Datum 17.01.2020',
      'Arbeitslohn   220,00',
      'Rechnungsbetrag   476,00',
      'Autohaus am Ring GmbH · Geschäftsführer Anton Ring · AG Regensburg HRB 7788',
    ].join('\n');
    expect(analyzeText({ text: firm, fileName: 'bill.pdf', documentType: 'service', today: '2026-01-01' }).shopName).toBe('Autohaus am Ring GmbH');
    const house = [
      'Mr J. Whitfield',
      'The Old Rectory',
      'Bishops Lydeard TA4 3AA',
      'WESTCOUNTRY VINTAGE ENGINEERING',
      'Norton Fitzwarren, Taunton TA2 6PF',
      'Invoice 3312   Date 22 Feb 2005',
      'Labour   680.00',
      'Parts   214.50',
      'Total   1,051.04',
    ].join('\n');
    expect(analyzeText({ text: house, fileName: 'bill.pdf', documentType: 'service', today: '2026-01-01' }).shopName).toBe('WESTCOUNTRY VINTAGE ENGINEERING');
  });
});

describe('a service book’s voucher and a maker’s recall letter', () => {
  it('names the dealer under its stamp’s caption, before the maker’s letterhead (de, en)', () => {
    const recall = prepareText(
      [
        'Adam Opel AG',
        'Kundendienst · Technische Kundenbetreuung',
        '',
        'Herrn Otto Wiesinger',
        '13. Juni 1985',
        'Vom Händler auszufüllen',
        '- Hinterachslager geprüft',
        'Durchgeführt am   23.08.1985',
        'Händler (Stempel)   Auto-Scharrer KG',
      ].join('\n'),
      true,
    );
    expect(findShopName(recall, { letterhead: true })).toBe('Auto-Scharrer KG');
    const english = prepareText(
      ['Ford Motor Company Limited', '18 June 1984', 'DEALER RECORD OF WORK CARRIED OUT', '• Clip fitted to hose', 'Dealer stamp   Reg Vardy Ltd'].join('\n'),
      true,
    );
    expect(findShopName(english, { letterhead: true })).toBe('Reg Vardy Ltd');
  });

  it('never takes the service’s heading, a job or a field’s caption for the issuer', () => {
    const voucher = prepareText(
      [
        'B.M.C. SERVICE VOUCHER',
        '12,000 MILES SERVICE',
        '',
        '/ Front suspension greased',
        '/ Tyre pressures checked',
        '',
        'Car No.   HAN9-63092',
        'Speedometer reading   12089 miles',
        'Date   14/08/1973',
      ].join('\n'),
      true,
    );
    expect(findShopName(voucher, { letterhead: true })).toBeNull();
  });
});

describe('a form pad’s head', () => {
  it('never takes the pad’s title, its copy mark, a caption, a rate or the closing thanks for the issuer (de, en)', () => {
    const swiss = prepareText(
      [
        'Garage Frei   Reparatur-Rapport',
        'Zürichstrasse 67, 8630 Rüti ZH   Nr. 92967',
        'Kunde   Kontrollschild   km   Datum',
        "Hans Egli   ZH 513777   191'138   04.08.1994",
        'Service gemäss Vorschrift   klein   gross',
      ].join('\n'),
      true,
    );
    expect(findShopName(swiss, { letterhead: true })).toBe('Garage Frei');
    const copy = prepareText(
      ['CUSTOMER COPY', 'SERVICE INVOICE   La Crosse Motor Service', '146 Lincoln Way E., La Crosse, WI 54601', 'CUSTOMER   INVOICE NO.   DATE'].join('\n'),
      true,
    );
    expect(findShopName(copy, { letterhead: true })).toBe('La Crosse Motor Service');
    const receipt = prepareText(
      ['No 7124', 'RECEIPT', 'for   Exhaust centre box', 'Including VAT at 15%', 'Date   27 December 1979', '', 'With thanks / Gyda diolch'].join('\n'),
      true,
    );
    expect(findShopName(receipt, { letterhead: true })).toBeNull();
    // The payer a receipt book names after its caption, in a cell or in the sentence.
    const book = prepareText(
      ['No 7124', 'RECEIPT', 'Received with thanks from   Gwen Drummond', 'the sum of   69 pounds 91 pence', 'Date   27 December 1979'].join('\n'),
      true,
    );
    expect(findShopName(book, { receipt: true })).toBeNull();
  });
});

describe('a bilingual bill’s head', () => {
  it('never takes the parties’ caption pair for the issuer, and quotes its name with the dash it prints', () => {
    const hu = prepareText(
      [
        'SZÁMLA / RECHNUNG',
        '',
        'Eladó / Verkäufer   Vevő / Käufer',
        'Horváth Autójavító Kft.   Heike Sommerfeld',
        '9701 Győr, Pozsonyi út 54.   Lindenallee 7',
      ].join('\n'),
      true,
    );
    expect(findShopName(hu, { letterhead: true })).toBe('Horváth Autójavító Kft.');
    const greek = analyzeText({
      fileName: 'g.pdf',
      today: '2026-01-01',
      documentType: 'service',
      text: [
        'Spyros Kourkoulos – Car Service',
        'Odos Ermou 12, 49100 Kerkyra',
        'INVOICE   Date 04.04.2017',
        'Brake pads renewed   84.00',
        'Total   84.00',
      ].join('\n'),
    });
    expect(greek.shopName).toBe('Spyros Kourkoulos – Car Service');
  });
});

/** English-language papers: US South, British, Dutch and Scandinavian receipts, cover, registrations, titles, sales and valuations. */
import { addDays, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { digits, fd, letters, make, num, r2 } from './kit';

const d = (n: number) => num(n, 'en');
const eu = (n: number) => num(n, 'de');

/** A Chattanooga parts store's register slip, 1988–2012: items, subtotal, Tennessee tax, total, cash and change. */
export function chattanoogaParts(rng: Random): Generated {
  const date = rng.date(1988, 2012);
  const items = rng
    .some<[string, number, number]>(
      [
        ['FRAM PH8A OIL FILTER', 3, 6],
        ['CHAMPION N9Y PLUG', 1.5, 3],
        ['GATES V-BELT 7450', 8, 14],
        ['PRESTONE ANTIFREEZE GAL', 7, 11],
        ['STP GAS TREATMENT', 2, 4],
        ['WAGNER BRAKE SHOES', 18, 32],
        ['PERMATEX GASKET MAKER', 4, 7],
        ['QUAKER STATE 10W40 QT', 1.5, 3],
      ],
      rng.int(2, 5),
    )
    .map(([t, lo, hi]) => [t, r2(lo + rng.int(0, (hi - lo) * 100) / 100)] as [string, number]);
  const sub = r2(items.reduce((s, [, a]) => s + a, 0));
  const tax = r2(sub * (Number(date.slice(0, 4)) < 2002 ? 0.0825 : 0.0925));
  const tot = r2(sub + tax);
  const cash = Math.ceil(tot / 5) * 5 + (rng.chance(0.4) ? 20 : 0);
  return make(
    [
      {
        t: 'text',
        lines: ['LOOKOUT MOUNTAIN AUTO PARTS', '3815 ROSSVILLE BLVD', 'CHATTANOOGA TN 37407', '(423) 867-' + digits(rng, 4)],
        size: 9,
        align: 'center',
        x: 210,
      },
      { t: 'gap', h: 6 },
      { t: 'text', lines: [`${fd(date, 'us')}  STORE 2  REG 1  TRANS ${digits(rng, 4)}`], size: 8.5, x: 120 },
      {
        t: 'table',
        cols: [
          { h: '', x: 120 },
          { h: '', x: 300, align: 'right' },
        ],
        rows: items.map(([t, a]) => [t, d(a)]),
        size: 8.5,
        rule: false,
        step: 11,
      },
      {
        t: 'sums',
        rows: [
          ['SUBTOTAL', d(sub)],
          ['TAX', d(tax)],
          ['TOTAL', d(tot), true],
          ['CASH', d(cash)],
          ['CHANGE', d(r2(cash - tot))],
        ],
        x: 120,
        xr: 300,
        size: 8.5,
      },
      { t: 'gap', h: 6 },
      { t: 'text', lines: ['NO RETURNS ON ELECTRICAL PARTS', 'THANK YOU - COME AGAIN'], size: 8, x: 130 },
    ],
    'en',
    { documentType: 'receipt', shopName: 'LOOKOUT MOUNTAIN AUTO PARTS', date, totalCost: tot },
  );
}

/** A British marque club's spares counter receipt at a rally, 1995–2024: handwritten-style, VAT included. */
export function clubSparesReceipt(rng: Random): Generated {
  const date = rng.date(1995, 2024);
  const items = rng
    .some<[string, number, number]>(
      [
        ['Hood stick set', 30, 55],
        ['Sidescreen seal', 12, 20],
        ['Wheel nut spinner', 18, 30],
        ['Fan belt', 6, 11],
        ['Rocker cover gasket', 5, 9],
        ['Door check strap', 8, 14],
        ['Grille badge', 20, 35],
      ],
      rng.int(2, 4),
    )
    .map(([t, lo, hi]) => [t, rng.int(lo, hi)] as [string, number]);
  const tot = items.reduce((s, [, a]) => s + a, 0);
  const v = vatUK(Number(date.slice(0, 4)));
  return make(
    [
      { t: 'text', lines: ["Sprite & Midget Owners' Club"], size: 12, bold: true },
      { t: 'text', lines: ['Spares Service — club stand, National Rally, Stoneleigh Park'], size: 9 },
      { t: 'gap', h: 14 },
      { t: 'text', lines: [`Receipt No. ${digits(rng, 4)}          Date ${fd(date, 'ukdot')}`], size: 11 },
      { t: 'gap', h: 6 },
      {
        t: 'table',
        cols: [
          { h: '', x: 70 },
          { h: '', x: 360, align: 'right' },
        ],
        rows: items.map(([t, a]) => [t, `£${a}.00`]),
        size: 11,
        step: 16,
        rule: false,
      },
      { t: 'sums', rows: [['Total paid', `£${tot}.00`, true]], x: 220, xr: 360, size: 11 },
      { t: 'gap', h: 8 },
      {
        t: 'text',
        lines: [`Prices include VAT at ${v}%. Paid by ${rng.pick(['cash', 'cheque', 'card'])}.`, `Member no. ${digits(rng, 5)}`],
        size: 10,
        step: 15,
      },
    ],
    'en',
    { documentType: 'receipt', shopName: "Sprite & Midget Owners' Club", date, totalCost: tot },
    { serif: true },
  );
}

/** A Zandvoort circuit fuel station's receipt in English, 2008–2025: litres, price, BTW contained, card. */
export function zandvoortFuel(rng: Random): Generated {
  const date = rng.date(2008, 2025);
  const litres = r2(rng.int(300, 900) / 10);
  const price = r2(rng.int(185, 340) / 100);
  const tot = r2(litres * price);
  return make(
    [
      { t: 'text', lines: ['CIRCUIT FUEL ZANDVOORT', 'Burgemeester van Alphenstraat 108', '2041 KP Zandvoort NL'], size: 9, align: 'center', x: 230 },
      { t: 'gap', h: 6 },
      {
        t: 'text',
        lines: [`Date ${fd(date, 'dedash')}   Time ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}   Pump ${rng.int(1, 6)}`],
        size: 8.5,
        x: 130,
      },
      { t: 'gap', h: 4 },
      {
        t: 'table',
        cols: [
          { h: '', x: 130 },
          { h: '', x: 330, align: 'right' },
        ],
        rows: [
          [`${rng.pick(['Racing fuel 102 RON', 'Super Plus 98', 'Aspen 4T'])}`, ''],
          [`${eu(litres)} L x ${eu(price)}`, eu(tot)],
        ],
        size: 8.5,
        rule: false,
        step: 11,
      },
      {
        t: 'sums',
        rows: [
          ['TOTAL EUR', eu(tot), true],
          ['of which VAT 21%', eu(r2(tot - tot / 1.21))],
          ['Paid: Maestro', eu(tot)],
        ],
        x: 130,
        xr: 330,
        size: 8.5,
      },
      { t: 'text', lines: ['Thank you and good racing!'], size: 8, x: 160 },
    ],
    'en',
    { documentType: 'receipt', shopName: 'CIRCUIT FUEL ZANDVOORT', date, totalCost: tot },
  );
}

/** A Georgia collector-car declarations page, 2005–2025: coverages in a table, the agreed value, a policy fee. */
export function georgiaDeclarations(rng: Random): Generated {
  const start = rng.date(2005, 2024);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const liab = r2(rng.int(90, 260) + rng.int(0, 99) / 100);
  const phys = r2(rng.int(120, 640) + rng.int(0, 99) / 100);
  const fee = 25;
  const prem = r2(liab + phys + fee);
  const ded = rng.pick([250, 500, 1000]);
  const no = `CC-GA-${digits(rng, 7)}`;
  return make(
    [
      { t: 'text', lines: ['Magnolia Collector Car Insurance Company'], size: 13, bold: true },
      { t: 'text', lines: ['P.O. Box 4417, Savannah, GA 31412'], size: 8 },
      { t: 'gap', h: 14 },
      { t: 'text', lines: ['COLLECTOR VEHICLE POLICY — DECLARATIONS'], size: 11, bold: true },
      {
        t: 'grid',
        pairs: [
          ['Policy number', no],
          ['Policy period from', fd(start, 'us')],
          ['to (12:01 a.m.)', fd(end, 'us')],
          ['Named insured', `${rng.pick(['Clayton', 'Miriam', 'Beau'])} ${rng.pick(['Pettigrew', 'Oglesby', 'Ledbetter'])}`],
        ],
        cell: 121,
      },
      {
        t: 'text',
        lines: [
          `Vehicle: ${rng.pick(['1957 Ford Thunderbird', '1969 Chevrolet Camaro SS', '1963 Studebaker Avanti', '1966 Pontiac GTO'])}   Agreed value: $${d(rng.int(20, 120) * 1000)}`,
        ],
        size: 9.5,
      },
      { t: 'gap', h: 6 },
      {
        t: 'table',
        cols: [
          { h: 'Coverage', x: 55 },
          { h: 'Limits / Deductible', x: 260 },
          { h: 'Premium', x: 535, align: 'right' },
        ],
        rows: [
          ['Liability', '100/300/100', d(liab)],
          ['Agreed Value Physical Damage', `Deductible $${d(ded)}`, d(phys)],
          ['Policy fee', '', d(fee)],
        ],
      },
      { t: 'sums', rows: [['Total policy premium', `$${d(prem)}`, true]], band: true },
      { t: 'gap', h: 10 },
      {
        t: 'para',
        text: 'Limited use: club events, parades, exhibitions and occasional pleasure driving not exceeding 2,500 miles per year. Vehicle must be garaged.',
        size: 8.5,
      },
    ],
    'en',
    {
      documentType: 'insurance',
      policyNumber: no,
      coverageType: 'Agreed Value Physical Damage',
      premium: prem,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: ded,
    },
  );
}

/** A British concours-entrant's cover certificate, 2011–2025: agreed value, excess, IPT 12 %, period of insurance. */
export function concoursCertificate(rng: Random): Generated {
  const start = rng.date(2011, 2024);
  const end = addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);
  const net = r2(rng.int(180, 900) + rng.int(0, 99) / 100);
  const ipt = r2(net * 0.12);
  const prem = r2(net + ipt);
  const xs = rng.pick([100, 250, 500]);
  const no = `WCC/${digits(rng, 6)}/${rng.int(10, 99)}`;
  return make(
    [
      { t: 'text', lines: ['Wessex Classic & Concours'], size: 14, bold: true, serif: true },
      { t: 'text', lines: ["Underwritten at Lloyd's · 2 Cathedral Close, Salisbury SP1 2EJ"], size: 8, serif: true },
      { t: 'gap', h: 14 },
      { t: 'text', lines: ['Schedule and Certificate of Insurance'], size: 12, bold: true },
      {
        t: 'pairs',
        style: 'right',
        x: 55,
        gap: 420,
        size: 9.5,
        pairs: [
          ['Policy number', no],
          ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')}`],
          ['Policyholder', `${rng.pick(['Mr', 'Mrs', 'Ms'])} ${rng.pick(['A. Cavendish', 'J. Pemberton', 'L. Stroud'])}`],
          ['Vehicle', rng.pick(['1954 Jaguar XK120 OTS', '1937 Alvis Speed 25', '1961 Aston Martin DB4'])],
          ['Cover', 'Comprehensive Agreed Value (concours)'],
          ['Agreed value', `£${d(rng.int(40, 600) * 1000)}`],
          ['Excess', `£${d(xs)}`],
        ],
      },
      { t: 'gap', h: 6 },
      {
        t: 'sums',
        rows: [
          ['Premium', d(net)],
          ['Insurance Premium Tax at 12%', d(ipt)],
          ['Total payable', `£${d(prem)}`, true],
        ],
        x: 280,
      },
      { t: 'gap', h: 10 },
      {
        t: 'para',
        text: 'Cover includes transit to and from concours events on a trailer and display at events. Limited to 3,000 miles per annum.',
        size: 8.5,
      },
    ],
    'en',
    {
      documentType: 'insurance',
      policyNumber: no,
      coverageType: 'Comprehensive Agreed Value (concours)',
      premium: prem,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: xs,
    },
  );
}

/** A Dutch classic-car insurer's policy schedule in English, 2006–2025: annual premium with 21 % assurantiebelasting. */
export function utrechtClassicPolicy(rng: Random): Generated {
  const start = rng.date(2006, 2024);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const net = r2(rng.int(90, 480) + rng.int(0, 99) / 100);
  const taxRate = Number(start.slice(0, 4)) < 2013 ? 9.7 : 21;
  const tax = r2((net * taxRate) / 100);
  const prem = r2(net + tax);
  const ded = rng.pick([150, 250, 500]);
  const no = `OC ${digits(rng, 8)}`;
  return make(
    [
      { t: 'text', lines: ['Domstad Oldtimerverzekeringen N.V.'], size: 13, bold: true },
      { t: 'text', lines: ['Catharijnesingel 61, 3511 GD Utrecht · AFM ' + digits(rng, 8)], size: 8 },
      { t: 'gap', h: 16 },
      { t: 'text', lines: ['Policy schedule (English translation for the policyholder)'], size: 11, bold: true },
      { t: 'gap', h: 4 },
      {
        t: 'pairs',
        style: 'above',
        pairs: [
          ['Policy number', no],
          ['Cover', 'Classic All Risk (Casco)'],
          ['Start date', fd(start, 'dedash')],
          ['Renewal date', fd(end, 'dedash')],
          ['Own risk per claim', `€ ${eu(ded)}`],
        ],
      },
      {
        t: 'table',
        cols: [
          { h: 'Premium', x: 55 },
          { h: 'EUR', x: 330, align: 'right' },
        ],
        rows: [
          ['Annual premium', eu(net)],
          [`Insurance tax ${String(taxRate).replace('.', ',')}%`, eu(tax)],
        ],
      },
      { t: 'sums', rows: [['Total annual amount', eu(prem), true]], x: 55, xr: 330 },
      { t: 'gap', h: 10 },
      {
        t: 'para',
        text: `Vehicle: ${rng.pick(['DAF 55 Coupé', 'Volvo Amazon', 'Citroën 2CV6', 'Mercedes 200D'])}, registration ${rng.pick(['AM', 'DH', 'KZ'])}-${rng.int(10, 99)}-${rng.int(10, 99)}. Maximum 7,500 km per year. The Dutch policy conditions prevail.`,
        size: 8.5,
      },
    ],
    'en',
    {
      documentType: 'insurance',
      policyNumber: no,
      coverageType: 'Classic All Risk (Casco)',
      premium: prem,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: ded,
    },
  );
}

/** A British V5 registration document of the 1980s: document reference number, registration mark, no expiry. */
export function v5Eighties(rng: Random): Generated {
  const ref = `${digits(rng, 2)} ${digits(rng, 6)} ${digits(rng, 3)}`;
  const plate = `${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}`;
  return make(
    [
      { t: 'text', lines: ['Vehicle Registration Document V5'], size: 13, bold: true },
      { t: 'text', lines: ['Driver and Vehicle Licensing Centre, Swansea SA99 1AR'], size: 8.5 },
      { t: 'text', lines: [`Document reference number ${ref}`], size: 9.5, align: 'right' },
      { t: 'gap', h: 10 },
      {
        t: 'grid',
        pairs: [
          ['Registration mark', plate],
          ['Date of first registration', fd(rng.date(1962, 1982), 'uk')],
          ['Make', rng.pick(['LOTUS', 'TRIUMPH', 'MG', 'JENSEN'])],
          ['Model', rng.pick(['ELAN SPRINT', 'GT6 MK3', 'MGC GT', 'INTERCEPTOR'])],
          ['Colour', rng.pick(['YELLOW', 'GREEN', 'WHITE'])],
          ['Chassis / frame no.', `${letters(rng, 2)}${digits(rng, 6)}`],
          ['Engine no.', digits(rng, 7)],
          ['Taxation class', 'PRIVATE/LIGHT GOODS'],
        ],
        cell: 121,
      },
      {
        t: 'pairs',
        style: 'column',
        gap: 150,
        size: 9.5,
        pairs: [
          ['Registered keeper', `${rng.pick(['D.', 'P.', 'S.'])} ${rng.pick(['HARGREAVES', 'BOOTH', 'ROWLANDS'])}`],
          ['Address', rng.pick(['14 MILL LANE, ILKLEY', '2 CHAPEL ROW, SKIPTON', '9 THE GREEN, OTLEY'])],
          ['Date of issue', fd(rng.date(1983, 1989), 'uk')],
        ],
      },
      { t: 'gap', h: 8 },
      { t: 'para', text: 'This document is not proof of ownership. You must tell DVLC when you sell or transfer the vehicle.', size: 8.5 },
    ],
    'en',
    { documentType: 'registration', registrationNumber: ref, plateNumber: plate },
  );
}

/** A Tennessee registration certificate for an antique plate, 1995–2025: control number, plate, expires. */
export function tennesseeRegistration(rng: Random): Generated {
  const issued = rng.date(1995, 2024);
  const exp = `${Number(issued.slice(0, 4)) + 1}-${issued.slice(5, 7)}-${[31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Number(issued.slice(5, 7)) - 1]}`;
  const no = digits(rng, 9);
  const plate = `${rng.pick(['AQ', 'AN'])}${digits(rng, 4)}`;
  return make(
    [
      { t: 'text', lines: ['STATE OF TENNESSEE', 'DEPARTMENT OF REVENUE — VEHICLE SERVICES'], size: 9, bold: true, align: 'center' },
      { t: 'text', lines: ['REGISTRATION CERTIFICATE'], size: 12, bold: true, align: 'center' },
      { t: 'gap', h: 8 },
      {
        t: 'grid',
        pairs: [
          ['CONTROL NO.', no],
          ['PLATE NO.', plate],
          ['PLATE TYPE', 'ANTIQUE'],
          ['EXPIRES', fd(exp, 'us')],
          ['YEAR', String(rng.int(1950, 1975))],
          ['MAKE', rng.pick(['CHEV', 'FORD', 'BUIC', 'OLDS'])],
          ['VIN', `${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 6)}`],
          ['ISSUED', fd(issued, 'us')],
        ],
        cell: 121,
      },
      {
        t: 'pairs',
        style: 'column',
        gap: 100,
        size: 9,
        pairs: [
          ['OWNER', `${rng.pick(['BOBBY', 'JUNE', 'EARL'])} ${rng.pick(['HOOPER', 'TRENT', 'MABRY'])}`],
          ['COUNTY', rng.pick(['HAMILTON', 'DAVIDSON', 'KNOX'])],
          ['FEES PAID', `$${d(rng.pick([29.75, 45.25, 58.75]))}`],
        ],
      },
      { t: 'gap', h: 8 },
      { t: 'para', text: 'Keep this certificate in the vehicle. Antique plates for exhibition, club activity and parades only.', size: 8.5 },
    ],
    'en',
    { documentType: 'registration', registrationNumber: no, plateNumber: plate, expiryDate: exp },
    { upper: true },
  );
}

/** An Alabama certificate of title, 1975–2025: title number, date issued, a lienholder release dated later. */
export function alabamaTitle(rng: Random): Generated {
  const issued = rng.date(1975, 2024);
  return make(
    [
      { t: 'text', lines: ['STATE OF ALABAMA', 'CERTIFICATE OF TITLE — MOTOR VEHICLE'], size: 11, bold: true, align: 'center' },
      { t: 'gap', h: 8 },
      {
        t: 'grid',
        pairs: [
          ['TITLE NUMBER', `${digits(rng, 10)}`],
          ['DATE ISSUED', fd(issued, 'us')],
          ['YEAR', String(rng.int(1955, 1979))],
          ['MAKE', rng.pick(['CHEVROLET', 'PONTIAC', 'FORD'])],
          ['BODY', rng.pick(['CV', '2D HT', 'CPE'])],
          ['VIN', `${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 9)}`],
          ['ODOMETER', `${rng.int(10000, 99999)} ACTUAL`],
          ['PREVIOUS STATE', rng.pick(['GA', 'MS', 'FL'])],
        ],
        cell: 121,
      },
      {
        t: 'pairs',
        style: 'column',
        gap: 130,
        size: 9.5,
        pairs: [
          ['OWNER(S)', `${rng.pick(['RAYFORD', 'LOUISE', 'DEWEY'])} ${rng.pick(['TUBBS', 'McCRARY', 'SPIVEY'])}`],
          ['ADDRESS', rng.pick(['MOBILE AL', 'DOTHAN AL', 'TUSCALOOSA AL'])],
          ['FIRST LIENHOLDER', 'NONE'],
        ],
      },
      { t: 'gap', h: 10 },
      {
        t: 'para',
        text: 'The Department of Revenue certifies that the person named herein is the owner of the vehicle described above, subject to the liens shown.',
        size: 8.5,
      },
    ],
    'en',
    { documentType: 'title', date: issued },
  );
}

/** A Louisiana certificate of title, 1968–2000: typed, date of issue in words, odometer disclosure. */
export function louisianaTitle(rng: Random): Generated {
  const issued = rng.date(1968, 2000);
  return make(
    [
      { t: 'text', lines: ['Louisiana Office of Motor Vehicles'], size: 11, serif: true, align: 'center' },
      { t: 'text', lines: ['Certificate of Title'], size: 15, bold: true, serif: true, align: 'center' },
      { t: 'gap', h: 10 },
      {
        t: 'pairs',
        style: 'column',
        gap: 160,
        size: 10,
        serif: true,
        pairs: [
          ['Title No.', `LA ${digits(rng, 8)}`],
          ['Vehicle', `${rng.int(1950, 1972)} ${rng.pick(['Cadillac Eldorado', 'Buick Riviera', 'Mercury Cougar'])}`],
          ['Identification No.', `${digits(rng, 3)}${letters(rng, 1)}${digits(rng, 6)}`],
          ['Owner', `${rng.pick(['Alcide', 'Odette', 'Remy'])} ${rng.pick(['Boudreaux', 'Landry', 'Fontenot'])}`],
          ['Parish', rng.pick(['Lafayette', 'St. Landry', 'Acadia'])],
        ],
      },
      { t: 'gap', h: 6 },
      {
        t: 'para',
        text: `Issued at Baton Rouge this ${fd(issued, 'uslong')}, the owner named above having made application and paid the fees required by law.`,
        size: 10,
        serif: true,
      },
      { t: 'gap', h: 8 },
      { t: 'text', lines: [`Odometer reading at transfer: ${rng.int(20000, 99999)} miles`], size: 9.5, serif: true },
    ],
    'en',
    { documentType: 'title', date: issued },
  );
}

/** A Georgia private bill of sale, 1975–2025: seller and buyer side by side, price in figures, date of sale. */
export function georgiaBillOfSale(rng: Random): Generated {
  const date = rng.date(1975, 2025);
  const price = rng.int(3, 90) * 250;
  const seller = `${rng.pick(['Harlan', 'Vernon', 'Doris', 'Willa'])} ${rng.pick(['Jernigan', 'Colquitt', 'Yarbrough', 'Strickland'])}`;
  const buyer = `${rng.pick(['Troy', 'Kenneth', 'Annette'])} ${rng.pick(['Bishop', 'Maddox', 'Cobb'])}`;
  return make(
    [
      { t: 'text', lines: ['BILL OF SALE'], size: 15, bold: true, align: 'center' },
      { t: 'text', lines: ['Motor Vehicle — State of Georgia'], size: 9, align: 'center' },
      { t: 'gap', h: 12 },
      {
        t: 'twocol',
        left: ['SELLER', seller, rng.pick(['Valdosta, GA', 'Albany, GA', 'Macon, GA'])],
        right: ['BUYER', buyer, rng.pick(['Tallahassee, FL', 'Dothan, AL', 'Columbus, GA'])],
        boldFirst: true,
        x2: 320,
      },
      { t: 'gap', h: 10 },
      {
        t: 'pairs',
        style: 'column',
        gap: 120,
        size: 10,
        pairs: [
          ['Year / Make', `${rng.int(1955, 1972)} ${rng.pick(['Chevrolet Corvette', 'Ford Fairlane', 'Plymouth Barracuda'])}`],
          ['VIN', `${digits(rng, 5)}${letters(rng, 1)}${digits(rng, 6)}`],
          ['Odometer', `${d(rng.int(10000, 99999)).slice(0, -3)} (not actual)`],
          ['Date of sale', fd(date, 'us')],
          ['Sale price', `$${d(price)}`],
        ],
      },
      { t: 'gap', h: 6 },
      {
        t: 'para',
        text: 'For the sum stated above, receipt of which is acknowledged, the seller sells and transfers the vehicle described to the buyer, as is, where is, and warrants that it is free of all liens.',
        size: 9,
      },
      { t: 'sign', labels: ['Seller', 'Buyer'], names: [seller, buyer] },
    ],
    'en',
    { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price },
  );
}

/** A London marque dealer's sales invoice, 1996–2024: car sold under the margin scheme, deposit already paid, balance. */
export function londonDealerSale(rng: Random): Generated {
  const date = rng.date(1996, 2024);
  const price = rng.int(30, 400) * 500;
  const dep = rng.int(2, 10) * 500;
  return make(
    [
      { t: 'text', lines: ['Kensington Marque Cars Ltd'], size: 15, bold: true, serif: true },
      { t: 'text', lines: ['Sales · Service · Restoration of Bentley & Rolls-Royce · 44 Warwick Road, London SW5 9TN'], size: 8 },
      { t: 'gap', h: 14 },
      { t: 'text', lines: ['SALES INVOICE'], size: 12, bold: true },
      {
        t: 'twocol',
        left: [
          `Customer: ${rng.pick(['Mr', 'Mrs', 'Sir'])} ${rng.pick(['Julian Ogilvy', 'Fiona Marsh', 'Rupert Danvers'])}`,
          rng.pick(['Henley-on-Thames', 'Chelsea, London', 'Windsor']),
        ],
        right: [`Invoice ${digits(rng, 5)}`, `Date ${fd(date, 'uklong')}`],
        x2: 360,
      },
      { t: 'gap', h: 10 },
      {
        t: 'pairs',
        style: 'column',
        gap: 130,
        size: 9.5,
        pairs: [
          ['Vehicle', rng.pick(['Bentley S2 Continental Flying Spur', 'Rolls-Royce Silver Cloud III', 'Bentley R-Type Continental'])],
          ['Registration', `${rng.int(1, 999)} ${letters(rng, 3)}`],
          ['Chassis', `${letters(rng, 3)}${digits(rng, 3)}`],
          ['Recorded mileage', `${d(rng.int(30000, 150000)).slice(0, -3)}`],
        ],
      },
      { t: 'gap', h: 8 },
      {
        t: 'sums',
        rows: [
          ['Vehicle price', `£${d(price)}`, true],
          ['Less deposit received', `£${d(dep)}`],
          ['Balance due on collection', `£${d(price - dep)}`],
        ],
        x: 280,
      },
      { t: 'gap', h: 10 },
      {
        t: 'para',
        text: 'Second-hand margin scheme: VAT is not shown separately and cannot be reclaimed. Title passes on receipt of cleared funds.',
        size: 8.5,
      },
    ],
    'en',
    { documentType: 'purchase', sellerName: 'Kensington Marque Cars Ltd', saleDate: date, purchasePrice: price },
  );
}

/** A Dutch private sale written in English between a Dutch seller and a foreign buyer, 2000–2025: koopovereenkomst side by side. */
export function dutchPrivateSale(rng: Random): Generated {
  const date = rng.date(2000, 2025);
  const price = rng.int(6, 80) * 500;
  const seller = `${rng.pick(['Gerrit', 'Annemiek', 'Willem'])} ${rng.pick(['van der Veen', 'Bakker', 'Visser'])}`;
  const buyer = `${rng.pick(['Niels', 'Ingrid', 'Patrick'])} ${rng.pick(['Olsen', 'Murphy', 'Nyberg'])}`;
  return make(
    [
      { t: 'text', lines: ['Purchase Agreement / Koopovereenkomst'], size: 13, bold: true },
      { t: 'text', lines: ['Private sale of a used motor vehicle'], size: 9 },
      { t: 'gap', h: 12 },
      {
        t: 'twocol',
        left: ['Seller (verkoper)', seller, rng.pick(['Amersfoort', 'Zwolle', 'Deventer']) + ', NL'],
        right: ['Buyer (koper)', buyer, rng.pick(['Aarhus, DK', 'Cork, IE', 'Malmö, SE'])],
        boldFirst: true,
        x2: 320,
      },
      { t: 'gap', h: 10 },
      {
        t: 'grid',
        pairs: [
          ['Make / model', rng.pick(['DAF 33', 'Volvo 164', 'Saab 96 V4', 'Citroën ID 19'])],
          ['Registration', `${rng.int(10, 99)}-${letters(rng, 2)}-${rng.int(10, 99)}`],
          ['Odometer', `${eu(rng.int(50000, 250000)).slice(0, -3)} km`],
          ['Purchase price', `€ ${eu(price)}`],
        ],
        cell: 121,
      },
      {
        t: 'para',
        text: `Signed at ${rng.pick(['Amersfoort', 'Zwolle', 'Deventer'])} on ${fd(date, 'uklong')}. The price has been paid in full by bank transfer. The vehicle is sold as inspected, without warranty; the RDW transfer (vrijwaringsbewijs) was handed to the buyer.`,
        size: 9,
      },
      { t: 'sign', labels: ['Seller', 'Buyer'], names: [seller, buyer] },
    ],
    'en',
    { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price },
  );
}

/** A Florida appraiser's letter-style report, 1998–2025: condition on a 1–6 scale in words, appraised value, inspection apart. */
export function floridaAppraisal(rng: Random): Generated {
  const date = rng.date(1998, 2025);
  const seen = addDays(date, -rng.int(2, 14));
  const value = rng.int(10, 200) * 500;
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2+ Excellent', '#3+ Good']);
  const who = `${rng.pick(['Dale', 'Marsha', 'Curtis'])} ${rng.pick(['R.', 'T.', 'L.'])} ${rng.pick(['Whitlock', 'Pruett', 'Ambrose'])}`;
  return make(
    [
      { t: 'text', lines: ['Gulf Coast Classic Appraisals'], size: 14, bold: true },
      { t: 'text', lines: [`${who}, Senior Appraiser · 2090 Gulf to Bay Blvd, Clearwater, FL 33765`], size: 8 },
      { t: 'gap', h: 16 },
      { t: 'text', lines: [fd(date, 'uslong')], size: 10 },
      { t: 'gap', h: 8 },
      { t: 'text', lines: ['APPRAISAL REPORT'], size: 12, bold: true },
      {
        t: 'pairs',
        style: 'column',
        gap: 140,
        size: 9.5,
        pairs: [
          ['Client', `${rng.pick(['Gordon', 'Nancy', 'Felix'])} ${rng.pick(['Sawyer', 'Holt', 'Ibarra'])}`],
          ['Vehicle', rng.pick(['1967 Shelby GT500', '1958 Chevrolet Impala convertible', '1970 Plymouth Superbird', '1963 Corvette split-window'])],
          ['Inspected', fd(seen, 'us')],
          ['Purpose', 'Agreed value insurance'],
          ['Condition', cond],
        ],
      },
      { t: 'gap', h: 8 },
      {
        t: 'para',
        text: 'Paint is a quality older refinish with minor chips; chrome good; interior correct and lightly worn; engine numbers match the build sheet. Comparable sales from recent auctions were considered.',
        size: 9,
      },
      { t: 'gap', h: 4 },
      { t: 'pairs', style: 'colon', size: 11, pairs: [['APPRAISED VALUE', `$${d(value)}`]] },
      { t: 'sign', labels: ['Appraiser'], names: [who] },
    ],
    'en',
    { documentType: 'appraisal', appraiserName: who, appraisalDate: date, appraisedValue: value, conditionNotes: cond },
  );
}

/** A British marque club's valuation certificate for agreed-value cover, 2000–2025: condition grade, valuation. */
export function clubValuationCertificate(rng: Random): Generated {
  const date = rng.date(2000, 2025);
  const value = rng.int(5, 90) * 1000;
  const cond = rng.pick(['Good', 'Very good', 'Concours', 'Fair']);
  const who = `${rng.pick(['Geoffrey', 'Alan', 'Margaret'])} ${rng.pick(['Pargeter', 'Lumb', 'Holroyd'])}`;
  return make(
    [
      { t: 'text', lines: ['Jowett Car Club of Great Britain'], size: 13, bold: true, serif: true, align: 'center' },
      { t: 'text', lines: ['Valuation Certificate for Insurance Purposes'], size: 11, serif: true, align: 'center' },
      { t: 'gap', h: 12 },
      {
        t: 'grid',
        pairs: [
          ['Vehicle', rng.pick(['Jowett Jupiter', 'Jowett Javelin', 'Jowett Bradford'])],
          ['Registration', `${letters(rng, 3)} ${rng.int(10, 999)}`],
          ['Condition', cond],
          ['Valuation', `£${d(value)}`],
        ],
        cell: 121,
      },
      {
        t: 'para',
        text: "I have examined the above vehicle and in my opinion the sum shown represents a fair value for agreed-value insurance at today's date.",
        size: 9.5,
        serif: true,
      },
      { t: 'gap', h: 4 },
      {
        t: 'pairs',
        style: 'column',
        gap: 120,
        size: 9.5,
        serif: true,
        pairs: [
          ['Club valuer', who],
          ['Date', fd(date, 'uk')],
        ],
      },
      { t: 'sign', labels: ['Signature of valuer'] },
    ],
    'en',
    { documentType: 'appraisal', appraiserName: who, appraisalDate: date, appraisedValue: value, conditionNotes: cond },
  );
}

/** A Swedish valuation in English for a buyer abroad, 1998–2025: värdering, market value in SEK, the condition class in the SFRO scale. */
export function uppsalaValuation(rng: Random): Generated {
  const date = rng.date(1998, 2025);
  const value = rng.int(40, 900) * 1000;
  const cond = rng.pick(['2 (very good)', '3 (good)', '2- (very good, minor faults)']);
  const who = `${rng.pick(['Bengt', 'Lena', 'Per-Olof'])} ${rng.pick(['Sjöberg', 'Hellström', 'Nordin'])}`;
  return make(
    [
      { t: 'text', lines: ['Upplands Veteranbilsvärdering'], size: 13, bold: true },
      { t: 'text', lines: ['Valuation report (värdering) · Kungsgatan 62, 753 21 Uppsala, Sweden'], size: 8 },
      { t: 'gap', h: 16 },
      {
        t: 'pairs',
        style: 'column',
        gap: 140,
        size: 9.5,
        pairs: [
          ['Report date', date],
          ['Vehicle', rng.pick(['Saab 92', 'Volvo PV444 LS', 'Scania-Vabis L71 (tanker)', 'Saab Sonett II'])],
          ['Registration', `${letters(rng, 3)} ${digits(rng, 3)}`],
          ['Owner', `${rng.pick(['Mats', 'Eva', 'Gunnar'])} ${rng.pick(['Ek', 'Lund', 'Berg'])}`],
          ['Condition class', cond],
        ],
      },
      { t: 'gap', h: 8 },
      {
        t: 'para',
        text: "The valuation is based on inspection at the owner's premises, the SFRO condition scale (1–5) and sales of comparable vehicles in Scandinavia.",
        size: 9,
      },
      { t: 'gap', h: 4 },
      { t: 'sums', rows: [['Market value', `SEK ${num(value, 'de').replace(/\./g, ' ').slice(0, -3)}`, true]], x: 55, xr: 330 },
      { t: 'sign', labels: ['Valuer'], names: [who] },
    ],
    'en',
    { documentType: 'appraisal', appraiserName: who, appraisalDate: date, appraisedValue: value, conditionNotes: cond },
  );
}

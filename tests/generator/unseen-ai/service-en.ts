/** English service and restoration bills of the unseen-ai author: long tables in small print, narrative, terms. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { billDoc, billTruth, labour, lumps, parts, section, totalOf, type BillCfg, type Section } from './bill';
import { addDays, car, digits, fd, letters, money, num, pad, personEn, plateUk, plateUs, r2, sum, type DateStyle, type NumStyle } from './kit';
import { hourly, LABOUR_EN, MATERIAL_EN, PARTS_EN, SUBLET_EN } from './pools';
import { decisionEn, findingEn, termsEn, type Ctx } from './texts';

function ctx(rng: Random, date: string, carName: string, ns: NumStyle, ds: DateStyle, cur: string): Ctx {
  return { rng, m: (n) => money(n, ns, cur), d: (iso) => fd(iso, ds), date, car: carName };
}
const seq = (prefix: string) => (i: number) => `${prefix}${pad(i + 1, 2)}`;
const miles = (n: number) => num(n, 'en').slice(0, -3);
const vatUk = (y: number) => (y < 1979 ? 8 : y < 1991 ? 15 : y < 2011 ? 17.5 : 20);
const UK_TOWNS = ['Cheltenham GL52 6RT', 'Malvern WR14 3HQ', 'Banbury OX16 5PL', 'Stamford PE9 2BH', 'Ludlow SY8 1AZ'];

/** A Cotswold restorer's itemised bill by trade and assembly, section totals and a summary. */
export function cotswoldRestoration(rng: Random): Generated {
  const date = rng.date(1992, 2010);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = hourly(rng, y, 'GBP');
  const vr = vatUk(y);
  const cx = ctx(rng, date, c.name, 'en', 'uk', '£');
  const ss: Section[] = [
    section('PANEL SHOP', 'labour', labour(rng, LABOUR_EN.Panel, rng.int(8, 11), rate, seq('P')), 'Panel total', findingEn(cx, rng.int(12, 30) * 1000)),
    section('PAINT SHOP', 'labour', labour(rng, LABOUR_EN.Paint, rng.int(4, 6), rate, seq('S')), 'Paint total'),
    section('MECHANICAL', 'labour', labour(rng, LABOUR_EN.Mechanical, rng.int(6, 9), rate, seq('M')), 'Mechanical total'),
    section('TRIM SHOP', 'labour', labour(rng, LABOUR_EN.Trim, rng.int(2, 4), rate, seq('T')), 'Trim total', decisionEn(cx, rng.int(6, 25) * 100)),
    section('PARTS — BODY', 'parts', parts(rng, PARTS_EN.Body, rng.int(5, 7), y, 'GBP', seq('B')), 'Body parts total'),
    section(
      'PARTS — ENGINE AND BRAKES',
      'parts',
      [...parts(rng, PARTS_EN.Engine, rng.int(3, 5), y, 'GBP', seq('E')), ...parts(rng, PARTS_EN.Brakes, rng.int(2, 4), y, 'GBP', seq('K'))],
      'Engine/brake parts total',
    ),
    section('SUBLET', 'sublet', lumps(rng, SUBLET_EN.slice(0, 5), rng.int(2, 3), y, 'GBP', seq('X')), 'Sublet total'),
  ];
  const lab = totalOf(ss, 'labour');
  const prt = totalOf(ss, 'parts');
  const net = sum(ss.map((s) => s.sum));
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const mil = rng.int(20000, 120000);
  const [n, st] = personEn(rng);
  const f = (x: number) => num(x, 'en');
  const cfg: BillCfg = {
    head: 'left',
    firm: 'Windrush Classic Restorations Ltd',
    firmLines: [
      'Unit 4, Upper Rissington Business Park, Cheltenham GL54 2QB',
      `Tel. 01451 822 ${digits(rng, 3)} · VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    ],
    title: 'INVOICE',
    meta: [
      ['Invoice No.', `W${rng.int(1000, 4999)}`],
      ['Tax point / date', fd(date, 'uk')],
      ['Job No.', `J${rng.int(100, 999)}`],
      ['Account', `${letters(rng, 3)}${rng.int(10, 99)}`],
    ],
    customerCaption: 'Invoice to',
    customer: [n, st, rng.pick(UK_TOWNS)],
    vehicle: [
      ['Vehicle', c.name],
      ['Year', String(c.built)],
      ['Chassis No.', c.chassis],
      ['Reg. No.', plateUk(rng, c.built)],
      ['Mileage', miles(mil)],
      ['Colour', rng.pick(['Old English White', 'British Racing Green', 'Signal Red', 'Opalescent Silver Blue'])],
    ],
    vehicleStyle: 'list',
    sections: ss,
    cols: 'full',
    colHeads: ['Ref', 'Description', 'Hrs/Qty', 'Rate/Unit', 'Amount £'],
    fmtQty: (l, k) => (k === 'labour' ? num(l.qty, 'en') : k === 'parts' ? String(l.qty) : ''),
    fmt: f,
    recapTitle: 'SUMMARY',
    recap: [
      ['Labour', f(lab)],
      ['Parts', f(prt)],
      ['Sublet', f(ss[6].sum)],
      ['Total excluding VAT', f(net)],
      [`VAT @ ${vr}%`, f(vat)],
      ['TOTAL DUE £', f(gross), true],
    ],
    closing: [
      `Payment within 30 days of invoice please. Cheques payable to Windrush Classic Restorations Ltd. Photographic record of the restoration supplied on disc (${rng.int(400, 1200)} images).`,
    ],
  };
  return billDoc(cfg, 'en', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

/** A US frame-off restoration invoice: labor by department, parts by system, sublet, shop supplies, tax on parts. */
export function frameOffUs(rng: Random): Generated {
  const date = rng.date(2003, 2022);
  const y = Number(date.slice(0, 4));
  const c = car(rng, Math.min(y, 1975));
  const rate = hourly(rng, y, 'USD');
  const tr = rng.pick([6, 6.5, 7, 7.25, 8.25]);
  const sku = () => `${letters(rng, 2)}-${digits(rng, 5)}`;
  const ss: Section[] = [
    section('LABOR — BODY & METAL', 'labour', labour(rng, LABOUR_EN.Panel, rng.int(7, 10), rate, seq('L')), 'Subtotal'),
    section('LABOR — PAINT', 'labour', labour(rng, LABOUR_EN.Paint, rng.int(4, 6), rate, seq('L')), 'Subtotal'),
    section(
      'LABOR — MECHANICAL & ELECTRICAL',
      'labour',
      [...labour(rng, LABOUR_EN.Mechanical, rng.int(5, 8), rate, seq('L')), ...labour(rng, LABOUR_EN.Electrical, rng.int(2, 3), rate, seq('L'))],
      'Subtotal',
    ),
    section(
      'PARTS — BODY & TRIM',
      'parts',
      [...parts(rng, PARTS_EN.Body, rng.int(4, 6), y, 'USD', sku), ...parts(rng, PARTS_EN.Interior, rng.int(2, 3), y, 'USD', sku)],
      'Subtotal',
    ),
    section(
      'PARTS — DRIVETRAIN & CHASSIS',
      'parts',
      [...parts(rng, PARTS_EN.Engine, rng.int(3, 5), y, 'USD', sku), ...parts(rng, PARTS_EN.Suspension, rng.int(2, 4), y, 'USD', sku)],
      'Subtotal',
    ),
    section(
      'SUBLET',
      'sublet',
      lumps(
        rng,
        SUBLET_EN.filter((_, i) => i !== 5),
        rng.int(2, 3),
        y,
        'USD',
        seq('S'),
      ),
      'Subtotal',
    ),
    section('SHOP SUPPLIES', 'material', lumps(rng, MATERIAL_EN, rng.int(2, 3), y, 'USD', seq('M')), 'Subtotal'),
  ];
  const lab = totalOf(ss, 'labour');
  const prt = totalOf(ss, 'parts');
  const sub = ss[5].sum;
  const mat = ss[6].sum;
  const tax = r2(((prt + mat) * tr) / 100);
  const gross = r2(lab + prt + sub + mat + tax);
  const mil = rng.int(100, 99999);
  const [n, st, town] = personEn(rng);
  const f = (x: number) => num(x, 'en');
  const cfg: BillCfg = {
    head: 'band',
    firm: 'Blue Ridge Frame-Off Restorations, Inc.',
    firmLines: ['1190 Old Fort Road, Hendersonville, NC 28792', `(828) 555-01${rng.int(10, 99)}`, 'NC Motor Vehicle Repair Lic. ' + digits(rng, 6)],
    title: 'FINAL INVOICE',
    meta: [
      ['Invoice #', String(rng.int(20000, 39999))],
      ['Date', fd(date, 'us')],
      ['Project', `${c.built} ${c.name.split(' ')[0]} frame-off`],
      ['Terms', 'Due on receipt'],
    ],
    customerCaption: 'BILL TO',
    customer: [n, st, town],
    vehicle: [
      ['Year/Make/Model', `${c.built} ${c.name}`],
      ['VIN', c.chassis],
      ['Odometer', miles(mil)],
      ['Tag', plateUs(rng)],
    ],
    vehicleStyle: 'grid',
    sections: ss,
    cols: 'codeamt',
    colHeads: ['Code/Part #', 'Description', 'Hrs/Qty', 'Amount'],
    fmtQty: (l, k) => (k === 'labour' ? num(l.qty, 'en') : k === 'parts' ? String(l.qty) : ''),
    fmt: f,
    recap: [
      ['Total Labor', f(lab)],
      ['Total Parts', f(prt)],
      ['Sublet', f(sub)],
      ['Shop Supplies', f(mat)],
      [`Sales Tax ${tr}% (parts & supplies)`, f(tax)],
      ['TOTAL DUE', `$${f(gross)}`, true],
    ],
    closing: [
      `Labor billed at $${f(rate)}/hr. Progress payments received during the project are accounted for on the enclosed statement of account and are not shown on this invoice.`,
    ],
  };
  return billDoc(cfg, 'en', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

/** A Healey specialist's letter-invoice: the story of the job told in paragraphs between the tables. */
export function healeyNarrative(rng: Random): Generated {
  const date = rng.date(1986, 1998);
  const y = Number(date.slice(0, 4));
  const c = car(rng, Math.min(y, 1968));
  const rate = hourly(rng, y, 'GBP');
  const vr = vatUk(y);
  const cx = ctx(rng, date, c.name, 'en', 'uklong', '£');
  const ss: Section[] = [
    section(
      'Work carried out — bodywork',
      'labour',
      labour(rng, LABOUR_EN.Panel, rng.int(6, 9), rate, seq('')),
      'Bodywork labour',
      decisionEn(cx, rng.int(5, 20) * 100),
    ),
    section('Work carried out — mechanical', 'labour', labour(rng, LABOUR_EN.Mechanical, rng.int(6, 9), rate, seq('')), 'Mechanical labour'),
    section(
      'Parts supplied',
      'parts',
      [
        ...parts(rng, PARTS_EN.Body, rng.int(3, 5), y, 'GBP', seq('')),
        ...parts(rng, PARTS_EN.Brakes, rng.int(3, 4), y, 'GBP', seq('')),
        ...parts(rng, PARTS_EN.Suspension, rng.int(2, 4), y, 'GBP', seq('')),
      ],
      'Parts',
    ),
  ];
  const net = sum(ss.map((s) => s.sum));
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const mil = rng.int(30000, 99999);
  const [n, st] = personEn(rng);
  const f = (x: number) => num(x, 'en');
  const cfg: BillCfg = {
    head: 'center',
    firm: 'J. R. Pendle & Son — Big Healey Specialists',
    firmLines: ['The Old Forge, Clun Road, Craven Arms, Shropshire SY7 9QA · Telephone (01588) 67 2241'],
    title: 'Invoice',
    meta: [
      ['Number', String(rng.int(3000, 6999))],
      ['Date', fd(date, 'uklong')],
    ],
    customerCaption: 'To',
    customer: [n, st, rng.pick(UK_TOWNS)],
    vehicle: [
      ['Car', c.name],
      ['Chassis', c.chassis],
      ['Registration', plateUk(rng, c.built)],
      ['Recorded mileage', miles(mil)],
    ],
    vehicleStyle: 'list',
    intro: {
      title: 'Dear ' + n.split(' ')[0] + ',',
      text: [
        `Please find below our account for the work on your ${c.name}. As discussed when you called in, the job grew somewhat from the original brief of a brake overhaul and attention to the sills.`,
        findingEn(cx, rng.int(4, 12) * 1000),
      ],
    },
    sections: ss,
    cols: 'inline',
    colHeads: ['', 'Hours / Qty at', '£'],
    fmtQty: (l, k) => (k === 'labour' ? `${num(l.qty, 'en')} hrs` : `${l.qty} off`),
    fmt: f,
    recap: [
      ['Total of work and parts', f(net)],
      [`VAT at ${vr}%`, f(vat)],
      ['Amount due', `£${f(gross)}`, true],
    ],
    closing: [
      `The car has been road tested over ${rng.int(40, 150)} miles and is ready for collection. We would suggest the valve clearances are checked again at 500 miles, which we will do at no charge. With kind regards,`,
    ],
    signature: ['John Pendle'],
    serif: true,
  };
  return billDoc(cfg, 'en', billTruth(cfg.firm, date, mil, ss, gross));
}

/** A US dealer's repair order of the 1970s with the printed conditions beneath in two columns. */
export function dealerRepairOrder(rng: Random): Generated {
  const date = rng.date(1968, 1979);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = hourly(rng, y, 'USD');
  const tr = rng.pick([4, 5, 5.5, 6]);
  const cx = ctx(rng, date, c.name, 'en', 'us', '$');
  const ss: Section[] = [
    section(
      'LABOR',
      'labour',
      labour(rng, [...LABOUR_EN.Mechanical, ...LABOUR_EN.Electrical], rng.int(8, 12), rate, (i) => `${String.fromCharCode(65 + i)}`, 0.1),
      'TOTAL LABOR',
    ),
    section(
      'PARTS',
      'parts',
      [
        ...parts(rng, PARTS_EN.Brakes, rng.int(3, 5), y, 'USD', () => digits(rng, 7)),
        ...parts(rng, PARTS_EN.Electrical, rng.int(2, 4), y, 'USD', () => digits(rng, 7)),
      ],
      'TOTAL PARTS',
    ),
    section('GAS, OIL & GREASE', 'material', lumps(rng, MATERIAL_EN.slice(5), 1, y, 'USD', seq('')), 'TOTAL GOG'),
  ];
  const lab = ss[0].sum;
  const prt = ss[1].sum;
  const gog = ss[2].sum;
  const tax = r2(((prt + gog) * tr) / 100);
  const gross = r2(lab + prt + gog + tax);
  const mil = rng.int(8000, 90000);
  const [n, st, town] = personEn(rng);
  const f = (x: number) => num(x, 'en');
  const cfg: BillCfg = {
    head: 'left',
    firm: 'Dutch Valley Motors, Inc.',
    firmLines: ['Sales · Service · Parts — Authorized Dealer', '2400 West Market St., York, Pa. 17404 · Phone 717-854-' + digits(rng, 4)],
    title: 'REPAIR ORDER',
    meta: [
      ['R.O. No.', String(rng.int(40000, 89999))],
      ['Date', fd(date, 'usshort')],
      ['Promised', fd(addDays(date, 1), 'usshort')],
      ['Writer', rng.pick(['BOB', 'HANK', 'EARL', 'DON'])],
    ],
    customerCaption: 'NAME AND ADDRESS',
    customer: [n, st, town],
    vehicle: [
      ['YEAR-MAKE-MODEL', `${c.built} ${c.name}`],
      ['SERIAL NO.', c.chassis],
      ['LICENSE', plateUs(rng)],
      ['MILEAGE IN', miles(mil)],
    ],
    vehicleStyle: 'grid',
    sections: ss,
    cols: 'full',
    colHeads: ['OP', 'DESCRIPTION', 'HRS/QTY', 'RATE/EA', 'AMOUNT'],
    fmtQty: (l, k) => (k === 'labour' ? num(l.qty, 'en') : String(l.qty)),
    fmt: f,
    recap: [
      ['LABOR', f(lab)],
      ['PARTS', f(prt)],
      ['GAS, OIL, GREASE', f(gog)],
      [`SALES TAX ${tr}%`, f(tax)],
      ['PLEASE PAY THIS AMOUNT', f(gross), true],
    ],
    terms: {
      title: 'I hereby authorize the above repair work to be done along with the necessary material. CONDITIONS:',
      paras: termsEn(cx, rng.int(1, 3), rng.int(10, 30)),
      columns: 2,
    },
  };
  return billDoc(cfg, 'en', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

/** A British garage's service invoice of the 1970s–80s with its Conditions of Business under it. */
export function garageConditions(rng: Random): Generated {
  const date = rng.date(1974, 1990);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = hourly(rng, y, 'GBP');
  const vr = vatUk(y);
  const cx = ctx(rng, date, c.name, 'en', 'uk', '£');
  const ss: Section[] = [
    section('Labour', 'labour', labour(rng, [...LABOUR_EN.Mechanical, ...LABOUR_EN.Electrical], rng.int(7, 11), rate, seq(''), 0.25), 'Labour'),
    section(
      'Parts and materials',
      'parts',
      [...parts(rng, PARTS_EN.Brakes, rng.int(3, 5), y, 'GBP', seq('')), ...parts(rng, PARTS_EN.Engine, rng.int(2, 4), y, 'GBP', seq(''))],
      'Parts',
    ),
  ];
  const lab = ss[0].sum;
  const prt = ss[1].sum;
  const net = r2(lab + prt);
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const mil = rng.int(20000, 110000);
  const [n, st] = personEn(rng);
  const f = (x: number) => num(x, 'en');
  const cfg: BillCfg = {
    head: 'center',
    firm: 'HOLLINS GARAGE (BAKEWELL) LIMITED',
    firmLines: [
      'Matlock Street, Bakewell, Derbyshire DE45 1EE · Tel. Bakewell 2 ' + digits(rng, 4),
      `Directors: R. Hollins, M. A. Hollins · VAT No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    ],
    title: 'INVOICE',
    meta: [
      ['No.', String(rng.int(10000, 29999))],
      ['Date', fd(date, 'ukdot')],
      ['Order', `${rng.int(100, 999)}`],
    ],
    customerCaption: 'Customer',
    customer: [n, st, rng.pick(['Buxton SK17 6AQ', 'Matlock DE4 3AP', 'Chesterfield S40 1LA'])],
    vehicle: [
      ['Make/Model', c.name],
      ['Reg.', plateUk(rng, c.built)],
      ['Chassis', c.chassis],
      ['Speedo', miles(mil)],
    ],
    vehicleStyle: 'list',
    sections: ss,
    cols: 'full',
    colHeads: ['', 'Particulars', 'Hrs/No.', '@', '£'],
    fmtQty: (l, k) => (k === 'labour' ? num(l.qty, 'en') : String(l.qty)),
    fmt: f,
    recap: [
      ['Labour', f(lab)],
      ['Parts', f(prt)],
      ['Goods and services', f(net)],
      [`VAT ${vr}%`, f(vat)],
      ['TOTAL', f(gross), true],
    ],
    terms: { title: 'CONDITIONS OF BUSINESS', paras: termsEn(cx, rng.int(2, 6), 30), columns: 1 },
  };
  return billDoc(cfg, 'en', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

/** A Crewe-car specialist's account: chassis-number grid, work by department, parts with part numbers. */
export function creweSpecialist(rng: Random): Generated {
  const date = rng.date(1983, 2009);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y);
  const rate = hourly(rng, y, 'GBP');
  const vr = vatUk(y);
  const pn = () => `UR${digits(rng, 5)}`;
  const ss: Section[] = [
    section('Mechanical department', 'labour', labour(rng, LABOUR_EN.Mechanical, rng.int(7, 10), rate, seq('M')), 'Carried to summary'),
    section('Electrical department', 'labour', labour(rng, LABOUR_EN.Electrical, rng.int(3, 5), rate, seq('E')), 'Carried to summary'),
    section(
      'Coachwork and trim',
      'labour',
      [...labour(rng, LABOUR_EN.Panel, rng.int(3, 5), rate, seq('C')), ...labour(rng, LABOUR_EN.Trim, rng.int(2, 3), rate, seq('T'))],
      'Carried to summary',
    ),
    section(
      'Parts',
      'parts',
      [
        ...parts(rng, PARTS_EN.Engine, rng.int(4, 6), y, 'GBP', pn),
        ...parts(rng, PARTS_EN.Suspension, rng.int(3, 5), y, 'GBP', pn),
        ...parts(rng, PARTS_EN.Electrical, rng.int(2, 4), y, 'GBP', pn),
      ],
      'Carried to summary',
    ),
    section('Lubricants and sundries', 'material', lumps(rng, MATERIAL_EN.slice(4), 2, y, 'GBP', seq('L')), 'Carried to summary'),
  ];
  const lab = totalOf(ss, 'labour');
  const prt = totalOf(ss, 'parts');
  const net = sum(ss.map((s) => s.sum));
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const mil = rng.int(30000, 140000);
  const [n, st] = personEn(rng);
  const f = (x: number) => num(x, 'en');
  const cfg: BillCfg = {
    head: 'band',
    firm: 'Weaver Lane Motor Engineers',
    firmLines: ['Crewe-built motor car specialists', 'Weaver Lane, Nantwich, Cheshire CW5 6DB', 'Telephone Nantwich 62 ' + digits(rng, 4)],
    title: 'ACCOUNT',
    meta: [
      ['Account No.', `${rng.int(1000, 9999)}/${String(y).slice(2)}`],
      ['Date', fd(date, 'uklong')],
    ],
    customerCaption: 'Rendered to',
    customer: [n, st, rng.pick(UK_TOWNS)],
    vehicle: [
      ['Model', c.name],
      ['Chassis No.', c.chassis],
      ['Engine No.', `${rng.int(1000, 9999)}`],
      ['Registration', plateUk(rng, c.built)],
      ['Mileage', miles(mil)],
      ['Received', fd(addDays(date, -rng.int(10, 60)), 'uk')],
      ['Completed', fd(addDays(date, -1), 'uk')],
      ['Technician', rng.pick(['K. Moss', 'D. Steele', 'A. Price'])],
    ],
    vehicleStyle: 'grid',
    sections: ss,
    cols: 'codeamt',
    colHeads: ['Ref / Part No.', 'Description', 'Hrs/Qty', '£'],
    fmtQty: (l, k) => (k === 'labour' ? num(l.qty, 'en') : String(l.qty)),
    fmt: f,
    recapTitle: 'Summary',
    recap: [
      ['Labour (all departments)', f(lab)],
      ['Parts', f(prt)],
      ['Lubricants and sundries', f(ss[4].sum)],
      ['Net', f(net)],
      [`VAT ${vr}%`, f(vat)],
      ['Total payable', f(gross), true],
    ],
  };
  return billDoc(cfg, 'en', billTruth(cfg.firm, addDays(date, -1), mil, ss, gross, { labour: true, parts: true }));
}

/** A Corvette restorer's long invoice with inline quantities and a summary by kind. */
export function corvetteInvoice(rng: Random): Generated {
  const date = rng.date(2015, 2026);
  const y = Number(date.slice(0, 4));
  const c = { name: 'Chevrolet Corvette Stingray', built: rng.int(1965, 1967), chassis: `19437S${digits(rng, 6)}` };
  const rate = hourly(rng, y, 'USD');
  const tr = rng.pick([6, 6.25, 7, 8]);
  const ss: Section[] = [
    section(
      'Body & Paint Labor',
      'labour',
      [...labour(rng, LABOUR_EN.Panel, rng.int(5, 8), rate, seq('')), ...labour(rng, LABOUR_EN.Paint, rng.int(4, 6), rate, seq(''))],
      'Body & paint labor',
    ),
    section(
      'Mechanical Labor',
      'labour',
      [...labour(rng, LABOUR_EN.Mechanical, rng.int(6, 9), rate, seq('')), ...labour(rng, LABOUR_EN.Electrical, rng.int(2, 4), rate, seq(''))],
      'Mechanical labor',
    ),
    section('Interior Labor', 'labour', labour(rng, LABOUR_EN.Trim, rng.int(3, 5), rate, seq('')), 'Interior labor'),
    section(
      'Parts',
      'parts',
      [
        ...parts(rng, PARTS_EN.Engine, rng.int(3, 5), y, 'USD', seq('')),
        ...parts(rng, PARTS_EN.Brakes, rng.int(3, 4), y, 'USD', seq('')),
        ...parts(rng, PARTS_EN.Interior, rng.int(2, 3), y, 'USD', seq('')),
      ],
      'Parts',
    ),
    section('Materials', 'material', lumps(rng, MATERIAL_EN.slice(0, 4), rng.int(3, 4), y, 'USD', seq('')), 'Materials'),
  ];
  const lab = totalOf(ss, 'labour');
  const prt = totalOf(ss, 'parts');
  const mat = ss[4].sum;
  const tax = r2(((prt + mat) * tr) / 100);
  const gross = r2(lab + prt + mat + tax);
  const mil = rng.int(1000, 90000);
  const [n, st, town] = personEn(rng);
  const f = (x: number) => num(x, 'en');
  const cfg: BillCfg = {
    head: 'left',
    firm: 'Midstate Vette Works LLC',
    firmLines: ['NCRS judged restorations · 4410 Route 9, Saratoga Springs, NY 12866', `(518) 555-0${rng.int(100, 199)} · midstatevette.example`],
    title: 'INVOICE',
    meta: [
      ['Invoice', `MVW-${y}-${rng.int(10, 99)}`],
      ['Date', fd(date, 'uslong')],
      ['Customer ID', `C${digits(rng, 4)}`],
    ],
    customerCaption: 'Sold to',
    customer: [n, st, town],
    vehicle: [
      ['Vehicle', `${c.built} ${c.name}`],
      ['VIN', c.chassis],
      ['Engine code', `${rng.int(3, 9)}${letters(rng, 2)}`],
      ['Odometer', miles(mil)],
    ],
    vehicleStyle: 'list',
    sections: ss,
    cols: 'inline',
    colHeads: ['Description', 'Qty @ Rate', 'Amount'],
    fmtQty: (l, k) => (k === 'labour' ? `${num(l.qty, 'en')} hr` : k === 'parts' ? `${l.qty} ea` : ''),
    fmt: f,
    recap: [
      ['Labor', f(lab)],
      ['Parts', f(prt)],
      ['Materials', f(mat)],
      [`NY sales tax ${tr}% on parts and materials`, f(tax)],
      ['Invoice total', `$${f(gross)}`, true],
    ],
    closing: [
      `A judging sheet from the NCRS regional meet of ${fd(addDays(date, rng.int(30, 90)), 'uslong')} is not included in this work. Warranty on workmanship: 24 months from invoice date.`,
    ],
  };
  return billDoc(cfg, 'en', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

/** A Land Rover rebuild: chassis swap, a galvanised frame, many small lines, a job sheet head. */
export function landRoverRebuild(rng: Random): Generated {
  const date = rng.date(2000, 2015);
  const y = Number(date.slice(0, 4));
  const c = { name: 'Land Rover Series IIA 88', built: rng.int(1965, 1971), chassis: `241${digits(rng, 5)}${letters(rng, 1)}` };
  const rate = hourly(rng, y, 'GBP');
  const vr = vatUk(y);
  const cx = ctx(rng, date, 'Land Rover', 'en', 'uk', '£');
  const ss: Section[] = [
    section('Strip and chassis', 'labour', labour(rng, LABOUR_EN.Panel, rng.int(6, 8), rate, seq('')), 'Sub-total', findingEn(cx, rng.int(6, 15) * 1000)),
    section('Running gear', 'labour', labour(rng, LABOUR_EN.Mechanical, rng.int(7, 10), rate, seq('')), 'Sub-total'),
    section('Parts: chassis and body', 'parts', parts(rng, PARTS_EN.Body, rng.int(5, 7), y, 'GBP', seq('')), 'Sub-total'),
    section(
      'Parts: running gear',
      'parts',
      [...parts(rng, PARTS_EN.Brakes, rng.int(3, 5), y, 'GBP', seq('')), ...parts(rng, PARTS_EN.Suspension, rng.int(3, 5), y, 'GBP', seq(''))],
      'Sub-total',
    ),
    section('Consumables', 'material', lumps(rng, MATERIAL_EN, rng.int(3, 4), y, 'GBP', seq('')), 'Sub-total'),
  ];
  const net = sum(ss.map((s) => s.sum));
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const mil = rng.int(10000, 99999);
  const [n, st] = personEn(rng);
  const f = (x: number) => num(x, 'en');
  const cfg: BillCfg = {
    head: 'left',
    firm: 'Fell End 4x4 Ltd',
    firmLines: [
      'Series Land Rover rebuilds · Fell End Farm, Kirkby Stephen, Cumbria CA17 4LN',
      'Tel 017683 7' + digits(rng, 4) + ' · VAT GB ' + digits(rng, 9),
    ],
    title: 'Invoice',
    meta: [
      ['Invoice', `FE/${rng.int(1000, 2999)}`],
      ['Date', fd(date, 'ukshort')],
      ['Job sheet', String(rng.int(500, 999))],
    ],
    customerCaption: 'Customer',
    customer: [n, st, rng.pick(['Kendal LA9 4QE', 'Penrith CA11 7PT', 'Hexham NE46 1QS'])],
    vehicle: [
      ['Vehicle', `${c.name} (${c.built})`],
      ['Chassis', c.chassis],
      ['Reg', plateUk(rng, c.built)],
      ['Miles', miles(mil)],
    ],
    vehicleStyle: 'list',
    sections: ss,
    cols: 'full',
    colHeads: ['#', 'Item', 'Hrs/Qty', 'Each', '£'],
    fmtQty: (l, k) => (k === 'labour' ? num(l.qty, 'en') : k === 'parts' ? String(l.qty) : ''),
    fmt: f,
    recap: [
      ['Net total', f(net)],
      [`VAT ${vr}%`, f(vat)],
      ['Invoice total', f(gross), true],
    ],
    closing: [
      decisionEn(cx, rng.int(4, 15) * 100),
      'Payment by BACS to sort code 20-' + digits(rng, 2) + '-' + digits(rng, 2) + ', account ' + digits(rng, 8) + '. Thank you.',
    ],
  };
  return billDoc(cfg, 'en', billTruth(cfg.firm, date, mil, ss, gross));
}

/** A Porsche specialist's service invoice of today with shop fees and a page of terms under it. */
export function porscheSpecialistTerms(rng: Random): Generated {
  const date = rng.date(2019, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, 1989);
  const rate = hourly(rng, y, 'USD');
  const tr = rng.pick([7.75, 8.25, 9.5, 10.25]);
  const cx = ctx(rng, date, c.name, 'en', 'us', '$');
  const op = () => `${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 2)}`;
  const ss: Section[] = [
    section(
      'Labor',
      'labour',
      [...labour(rng, LABOUR_EN.Mechanical, rng.int(6, 9), rate, op, 0.1), ...labour(rng, LABOUR_EN.Electrical, rng.int(2, 3), rate, op, 0.1)],
      'Labor subtotal',
    ),
    section(
      'Parts',
      'parts',
      [...parts(rng, PARTS_EN.Engine, rng.int(3, 5), y, 'USD', op), ...parts(rng, PARTS_EN.Brakes, rng.int(3, 4), y, 'USD', op)],
      'Parts subtotal',
    ),
    section('Fees', 'material', lumps(rng, MATERIAL_EN.slice(4), 2, y, 'USD', op), 'Fees subtotal'),
  ];
  const lab = ss[0].sum;
  const prt = ss[1].sum;
  const fee = ss[2].sum;
  const tax = r2(((prt + fee) * tr) / 100);
  const gross = r2(lab + prt + fee + tax);
  const mil = rng.int(40000, 190000);
  const [n, st, town] = personEn(rng);
  const f = (x: number) => num(x, 'en');
  const cfg: BillCfg = {
    head: 'band',
    firm: 'Coastline Air-Cooled',
    firmLines: ['Independent Porsche service · 3321 Industrial Way, Santa Rosa, CA 95403', `BAR ARD #${digits(rng, 6)} · (707) 555-01${rng.int(10, 99)}`],
    title: 'INVOICE',
    meta: [
      ['Invoice', String(rng.int(60000, 69999))],
      ['Invoice date', fd(date, 'us')],
      ['Service advisor', rng.pick(['Dana R.', 'Luis M.', 'Kim T.'])],
    ],
    customerCaption: 'Customer',
    customer: [n, st, town],
    vehicle: [
      ['Vehicle', `${c.built} ${c.name}`],
      ['VIN', c.chassis],
      ['Miles in', miles(mil)],
      ['Miles out', miles(mil + rng.int(3, 25))],
      ['License', plateUs(rng)],
      ['Color', rng.pick(['Guards Red', 'Grand Prix White', 'Black', 'Slate Grey'])],
      ['RO opened', fd(addDays(date, -rng.int(2, 10)), 'us')],
      ['Tag #', String(rng.int(100, 999))],
    ],
    vehicleStyle: 'grid',
    sections: ss,
    cols: 'codeamt',
    colHeads: ['Op code', 'Description', 'Hrs/Qty', 'Extended'],
    fmtQty: (l, k) => (k === 'labour' ? num(l.qty, 'en') : k === 'parts' ? String(l.qty) : ''),
    fmt: f,
    recap: [
      ['Labor', f(lab)],
      ['Parts', f(prt)],
      ['Fees', f(fee)],
      [`Sales tax ${tr}%`, f(tax)],
      ['Total', `$${f(gross)}`, true],
    ],
    terms: { title: 'TERMS AND CONDITIONS', paras: termsEn(cx, rng.int(25, 60), 30), columns: 2 },
  };
  return billDoc(cfg, 'en', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

/** An engine rebuild bill from a British marque specialist: measurements in prose, machine-shop sublet. */
export function engineRebuildUk(rng: Random): Generated {
  const date = rng.date(2011, 2024);
  const y = Number(date.slice(0, 4));
  const c = car(rng, 1975);
  const rate = hourly(rng, y, 'GBP');
  const cx = ctx(rng, date, c.name, 'en', 'uk', '£');
  const ss: Section[] = [
    section(
      'Engine labour',
      'labour',
      labour(rng, LABOUR_EN.Mechanical, rng.int(8, 11), rate, seq('')),
      'Labour sub-total',
      findingEn(cx, rng.int(8, 20) * 1000),
    ),
    section(
      'Engine parts',
      'parts',
      [...parts(rng, PARTS_EN.Engine, rng.int(6, 8), y, 'GBP', seq('')), ...parts(rng, PARTS_EN.Electrical, rng.int(2, 4), y, 'GBP', seq(''))],
      'Parts sub-total',
    ),
    section(
      'Machine shop (sublet)',
      'sublet',
      lumps(rng, SUBLET_EN.slice(1, 3), 2, y, 'GBP', seq('')),
      'Sublet sub-total',
      `Bores finished at ${rng.int(83, 96)}.${rng.int(10, 60)} mm (+0.50), piston-to-bore clearance 0.0${rng.int(4, 7)} mm; crank journals ground 0.010 in. undersize; crankshaft end float 0.${rng.int(10, 18)} mm. Dyno run on ${fd(addDays(date, -rng.int(3, 12)), 'uk')}: ${rng.int(180, 290)} bhp at ${rng.int(5, 6)},${rng.int(100, 900)} rpm.`,
    ),
  ];
  const lab = ss[0].sum;
  const prt = ss[1].sum;
  const net = sum(ss.map((s) => s.sum));
  const vat = r2(net * 0.2);
  const gross = r2(net + vat);
  const mil = rng.int(20000, 140000);
  const [n, st] = personEn(rng);
  const f = (x: number) => num(x, 'en');
  const cfg: BillCfg = {
    head: 'center',
    firm: 'Aldermaston Engine Developments',
    firmLines: [
      'Unit 9, Youngs Industrial Estate, Aldermaston, Berkshire RG7 4PW · 0118 971 ' + digits(rng, 4),
      'Company No. ' + digits(rng, 8) + ' · VAT No. GB ' + digits(rng, 9),
    ],
    title: 'Tax Invoice',
    meta: [
      ['Invoice number', `AED${rng.int(10000, 19999)}`],
      ['Invoice date', fd(date, 'uklong')],
      ['Your ref.', rng.pick(['Engine rebuild', 'Fast road spec', 'Original spec rebuild'])],
    ],
    customerCaption: 'Customer',
    customer: [n, st, rng.pick(UK_TOWNS)],
    vehicle: [
      ['Vehicle', c.name],
      ['Chassis', c.chassis],
      ['Engine No.', `${letters(rng, 2)} ${digits(rng, 5)}-${rng.int(7, 9)}`],
      ['Odometer', `${miles(mil)} miles`],
    ],
    vehicleStyle: 'list',
    sections: ss,
    cols: 'full',
    colHeads: ['Item', 'Description', 'Hrs/Qty', 'Unit £', 'Net £'],
    fmtQty: (l, k) => (k === 'labour' ? num(l.qty, 'en') : k === 'parts' ? String(l.qty) : ''),
    fmt: f,
    recap: [
      ['Labour', f(lab)],
      ['Parts', f(prt)],
      ['Sublet', f(ss[2].sum)],
      ['Net', f(net)],
      ['VAT 20%', f(vat)],
      ['Gross total', f(gross), true],
    ],
    closing: [
      `Rebuilt engines carry our 12 month / 6,000 mile warranty subject to the running-in schedule enclosed (oil and filter change at 500 miles: ${money(rng.int(80, 140), 'en', '£')} if carried out by us).`,
    ],
  };
  return billDoc(cfg, 'en', billTruth(cfg.firm, date, mil, ss, gross, { labour: true, parts: true }));
}

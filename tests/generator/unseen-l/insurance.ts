/**
 * Insurance papers: Australian, New Zealand and Canadian classic policies in English; a Dutch, a
 * Belgian and a South Tyrolean policy in German. The premium truth is always the period's total
 * with every tax and levy; instalments and base premiums are distractors.
 */
import { addDays, date, dayIn, money, page, pair, PEOPLE, r2, serial, whole, yearEnd, type Family } from './kit';

/** NSW, 2020: agreed-value club-plate policy with levy, GST and stamp duty above the total. */
const nswAgreedValue: Family = (rng) => {
  const start = dayIn(rng, 2020);
  const end = start.replace(/^\d{4}/, (y) => String(Number(y) + 1));
  const base = r2(rng.int(38000, 92000) / 100);
  const esl = r2(base * 0.18);
  const gst = r2((base + esl) * 0.1);
  const duty = r2((base + esl + gst) * 0.09);
  const total = r2(base + esl + gst + duty);
  const excess = rng.pick([250, 500, 750]);
  const policy = `CVP${serial(rng, 8)}`;
  const agreed = rng.int(35, 140) * 1000;
  return page(
    'en',
    {
      documentType: 'insurance',
      policyNumber: policy,
      premium: total,
      deductible: excess,
      coverageType: 'Comprehensive (Agreed Value)',
      effectiveStart: start,
      effectiveEnd: end,
    },
    (p) => {
      p.text(50, 'Southern Cross Classic Insurance', { size: 16, bold: true });
      p.down(12).text(50, `Issued by Southern Cross General Ltd ABN 81 ${serial(rng, 3)} ${serial(rng, 3)} ${serial(rng, 3)} AFSL 2${serial(rng, 5)}`, {
        size: 7.5,
      });
      p.down(34).text(50, 'Certificate of Insurance – Tax Invoice', { size: 13, bold: true });
      p.down(22);
      const rows: [string, string][] = [
        ['Policy number', policy],
        ['Insured', rng.pick(PEOPLE.au)],
        ['Vehicle', `${rng.pick(['1971 Holden HQ Monaro GTS', '1970 Ford Falcon XY GT', '1969 Valiant VF Pacer'])}`],
        ['Registration', `${serial(rng, 5)}H (club registration)`],
        ['Cover', 'Comprehensive (Agreed Value)'],
        ['Agreed value', `$${money(agreed, 'en')}`],
        ['Period of insurance', `From 4pm ${date(start, 'd/m/y')} to 4pm ${date(end, 'd/m/y')}`],
        ['Basic excess', `$${money(excess, 'en')}`],
        ['Limited use', `${whole(rng.pick([2500, 5000]), ',')} km per year`],
      ];
      for (const [l, v] of rows) {
        pair(p, 50, l, 200, v, { size: 9.5 });
        p.down(15);
      }
      p.down(12);
      p.text(50, 'Premium', { size: 10, bold: true });
      p.down(15);
      for (const [l, v, b] of [
        ['Base premium', base, false],
        ['Emergency Services Levy', esl, false],
        ['GST', gst, false],
        ['Stamp duty', duty, false],
        ['Total payable', total, true],
      ] as const) {
        pair(p, 60, l, 330, `$${money(v, 'en')}`, { right: true, bold: b });
        p.down(13);
      }
      p.down(30);
      p.text(50, 'This document will be a tax invoice for GST when you make payment.', { size: 8 });
      p.down(11).text(50, `Enquiries 1300 ${serial(rng, 3)} ${serial(rng, 3)} · Issued ${date(addDays(start, -21), 'd/m/y')}`, { size: 8 });
    },
  );
};

/** Wellington, 2003: a policy schedule with GST at 12.5 %, cover ending the day before, and a monthly option. */
const nzSchedule: Family = (rng) => {
  const start = dayIn(rng, 2003);
  const end = yearEnd(start);
  const incl = r2(rng.int(28000, 64000) / 100);
  const excess = rng.pick([200, 250, 400]);
  const policy = `VC-${serial(rng, 6)}-${serial(rng, 2)}`;
  return page(
    'en',
    {
      documentType: 'insurance',
      policyNumber: policy,
      premium: incl,
      deductible: excess,
      coverageType: 'Full Cover',
      effectiveStart: start,
      effectiveEnd: end,
    },
    (p) => {
      p.text(297, 'KIWI VETERAN VEHICLE INSURANCE', { size: 14, bold: true, align: 'center' });
      p.down(13).text(297, 'PO Box 10 455, Wellington · 0800 548 377', { size: 8, align: 'center' });
      p.down(30).text(50, 'POLICY SCHEDULE', { size: 12, bold: true });
      p.text(545, `Schedule date ${date(addDays(start, -10), 'd/m/y')}`, { size: 8.5, align: 'right' });
      p.down(20);
      const rows: [string, string][] = [
        ['Policy No.', policy],
        ['The Insured', rng.pick(PEOPLE.nz)],
        ['Period of Cover', `${date(start, 'd/m/y')} to ${date(end, 'd/m/y')}`],
        [
          'Vehicle',
          `${rng.pick(['1965 Jaguar Mk 2 3.8', '1972 Triumph Stag', '1958 Morris Minor 1000'])}, Reg. ${rng.pick(['AB', 'CX', 'FH'])}${serial(rng, 4)}`,
        ],
        ['Type of Cover', 'Full Cover'],
        ['Sum Insured (agreed)', `$${money(rng.int(12, 60) * 1000, 'en')}`],
        ['Excess', `$${money(excess, 'en')} each and every claim`],
      ];
      for (const [l, v] of rows) {
        p.box(50, p.y - 11, 495, 17);
        p.text(56, l, { size: 9 });
        p.text(200, v, { size: 9.5 });
        p.down(17);
      }
      p.down(16);
      pair(p, 56, 'Annual Premium (incl. GST)', 300, `$${money(incl, 'en')}`, { bold: true, size: 10.5 });
      p.down(14);
      p.text(56, `GST content $${money(r2((incl * 0.125) / 1.125), 'en')} · GST No. 49-${serial(rng, 3)}-${serial(rng, 3)}`, { size: 8 });
      p.down(14);
      p.text(56, `Or 12 monthly instalments of $${money(r2((incl * 1.06) / 12), 'en')} by direct debit.`, { size: 8.5 });
      p.down(30).text(50, 'Please read this schedule with your policy wording VVI 01/03.', { size: 8 });
    },
  );
};

/** Ontario, 2025: an antique-auto declarations page with a single all-perils cover. */
const ontarioAntique: Family = (rng) => {
  const start = dayIn(rng, 2025);
  const end = start.replace(/^\d{4}/, '2026');
  const liability = r2(rng.int(24000, 42000) / 100);
  const ab = r2(rng.int(3000, 9000) / 100);
  const perils = r2(rng.int(18000, 56000) / 100);
  const total = r2(liability + ab + perils);
  const deductible = rng.pick([500, 1000]);
  const policy = `ON${serial(rng, 3)}-${serial(rng, 5)}`;
  return page(
    'en',
    { documentType: 'insurance', policyNumber: policy, premium: total, deductible, coverageType: 'All Perils', effectiveStart: start, effectiveEnd: end },
    (p) => {
      p.text(50, 'Laurentian Collector Auto', { size: 15, bold: true });
      p.text(545, 'Ontario Automobile Policy (OAP 1)', { size: 9, align: 'right' });
      p.down(12).text(50, 'Certificate of Automobile Insurance – Declarations', { size: 10 });
      p.down(30);
      p.box(50, p.y - 12, 495, 58);
      pair(p, 56, 'Policy #', 120, policy);
      pair(p, 300, 'Policy period', 380, `${date(start, 'y/m/d')} – ${date(end, 'y/m/d')}`);
      p.down(14);
      pair(p, 56, 'Named insured', 150, rng.pick(PEOPLE.ca));
      p.text(300, '12:01 a.m. standard time at the address of the named insured', { size: 7 });
      p.down(14);
      pair(
        p,
        56,
        'Described automobile',
        150,
        `${rng.pick(['1966 Ford Mustang', '1957 Chevrolet Bel Air', '1972 Datsun 240Z'])}  VIN ${serial(rng, 11, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}  Plate ${serial(rng, 4)}${rng.pick(['A', 'B'])}`,
      );
      p.down(40);
      const cols = [
        { head: 'Coverage', x: 50 },
        { head: 'Limit', x: 280 },
        { head: 'Deductible', x: 400 },
        { head: 'Premium', x: 545 },
      ];
      for (const c of cols) p.text(c.x, c.head, { size: 9, bold: true, align: c.x === 545 ? 'right' : 'left' });
      p.down(15);
      const rows: [string, string, string, number][] = [
        ['Third Party Liability', '$2,000,000', '—', liability],
        ['Accident Benefits', 'Standard', '—', ab],
        ['Loss or Damage — All Perils', `Stated amount $${money(rng.int(30, 90) * 1000, 'en')}`, `$${money(deductible, 'en')}`, perils],
      ];
      for (const [c, l, d, v] of rows) {
        p.text(50, c, { size: 9 });
        p.text(280, l, { size: 9 });
        p.text(400, d, { size: 9 });
        p.text(545, `$${money(v, 'en')}`, { size: 9, align: 'right' });
        p.down(14);
      }
      p.down(8);
      pair(p, 300, 'Total Annual Premium', 545, `$${money(total, 'en')}`, { right: true, bold: true, size: 10 });
      p.down(30);
      p.text(50, 'Antique automobile: pleasure use only, driven not more than 5 000 km per policy year.', { size: 8 });
      p.down(11).text(50, `Broker: Muskoka Insurance Brokers Ltd · RIBO #${serial(rng, 5)} · Issued ${date(addDays(start, -12), 'y/m/d')}`, { size: 8 });
    },
  );
};

/** Zwolle, 2018: a Dutch classic insurer's Versicherungsschein in German with assurantiebelasting 21 %. */
const zwolleVersicherung: Family = (rng) => {
  const start = dayIn(rng, 2018);
  const end = yearEnd(start);
  const net = r2(rng.int(16000, 52000) / 100);
  const tax = r2(net * 0.21);
  const total = r2(net + tax);
  const sb = rng.pick([150, 250, 500]);
  const policy = `${serial(rng, 3)}.${serial(rng, 3)}.${serial(rng, 3)}`;
  return page(
    'de',
    { documentType: 'insurance', policyNumber: policy, premium: total, deductible: sb, coverageType: 'Vollkasko', effectiveStart: start, effectiveEnd: end },
    (p) => {
      p.text(50, 'IJsselland Klassiekerverzekeringen N.V.', { size: 14, bold: true });
      p.down(12).text(50, 'Postbus 40 112 · 8004 DC Zwolle · Niederlande', { size: 8 });
      p.down(36).text(50, 'Versicherungsschein Oldtimer', { size: 13, bold: true });
      p.down(22);
      const cells: [string, string][] = [
        ['Polizzennummer', policy],
        ['Beginn', date(start, 'd-m-y')],
        ['Ablauf', date(end, 'd-m-y')],
        ['Kenteken', `${rng.pick(['AM', 'DL', 'HB'])}-${serial(rng, 2)}-${serial(rng, 2)}`],
      ];
      cells.forEach(([l, v], i) => {
        const x = 50 + i * 124;
        p.text(x, v, { size: 10.5 });
        p.text(x, l, { y: p.y + 12, size: 7 });
      });
      p.down(40);
      p.text(50, `Versicherungsnehmer: ${rng.pick(PEOPLE.de)}, ${rng.pick(['Emmerich', 'Bocholt', 'Nordhorn'])}`, { size: 9.5 });
      p.down(14);
      p.text(50, `Fahrzeug: ${rng.pick(['Mercedes-Benz 190 SL', 'Porsche 356 B', 'Jaguar XK 150'])}, Taxwert € ${money(rng.int(40, 180) * 1000, 'dash')}`, {
        size: 9.5,
      });
      p.down(26);
      p.text(50, 'Deckung', { size: 9, bold: true });
      p.text(300, 'Selbstbehalt', { size: 9, bold: true });
      p.down(14);
      p.text(50, 'Haftpflicht (WA)', { size: 9.5 });
      p.text(300, 'keiner', { size: 9.5 });
      p.down(13);
      p.text(50, 'Vollkasko', { size: 9.5 });
      p.text(300, `€ ${money(sb, 'dash')}`, { size: 9.5 });
      p.down(28);
      pair(p, 50, 'Jahresprämie netto', 300, `€ ${money(net, 'eu')}`, { right: true });
      p.down(13);
      pair(p, 50, 'Assurantiebelasting 21 %', 300, `€ ${money(tax, 'eu')}`, { right: true });
      p.down(13);
      pair(p, 50, 'Zu zahlen pro Jahr', 300, `€ ${money(total, 'eu')}`, { right: true, bold: true });
      p.down(36);
      p.text(50, `Zwolle, ${date(addDays(start, -14), 'd-m-y')} · AFM-Registernr. 12${serial(rng, 6)} · KvK 0512${serial(rng, 4)}`, { size: 8 });
    },
  );
};

/** Eupen, 2009: a Belgian Police with Omnium cover, Versicherungssteuer 9,25 % and the Franchise as Selbstbehalt. */
const eupenPolice: Family = (rng) => {
  const start = dayIn(rng, 2009);
  const end = yearEnd(start);
  const net = r2(rng.int(22000, 61000) / 100);
  const tax = r2(net * 0.0925);
  const fund = r2(net * 0.081);
  const total = r2(net + tax + fund);
  const franchise = rng.pick([250, 370, 620]);
  const policy = `KF/${serial(rng, 7)}`;
  return page(
    'de',
    {
      documentType: 'insurance',
      policyNumber: policy,
      premium: total,
      deductible: franchise,
      coverageType: 'Omnium',
      effectiveStart: start,
      effectiveEnd: end,
    },
    (p) => {
      p.text(297, 'Ostbelgische Versicherungsgesellschaft AG', { size: 14, bold: true, align: 'center' });
      p.down(12).text(297, 'Klötzerbahn 27 · B-4700 Eupen · FSMA-Nr. 0' + serial(rng, 4), { size: 8, align: 'center' });
      p.down(36).text(50, 'Besondere Bedingungen – Kraftfahrzeugversicherung', { size: 12, bold: true });
      p.down(20);
      const rows: [string, string][] = [
        ['Police Nr.', policy],
        ['Versicherungsnehmer', rng.pick(PEOPLE.be)],
        ['Laufzeit', `vom ${date(start, 'd.m.y')} bis ${date(end, 'd.m.y')}, stillschweigende Verlängerung`],
        ['Fahrzeug', `${rng.pick(['Citroën DS 20', 'Volvo 144', 'BMW 2002'])}, Oldtimer-Kennzeichen O-${rng.pick(['ABC', 'KDR'])}-${serial(rng, 3)}`],
        ['Garantien', 'Haftpflicht, Omnium'],
        ['Franchise (Selbstbehalt) Omnium', `${money(franchise, 'eu')} EUR`],
      ];
      for (const [l, v] of rows) {
        pair(p, 50, `${l}:`, 220, v, { size: 9.5 });
        p.down(15);
      }
      p.down(20);
      p.box(50, p.y - 12, 300, 72);
      for (const [l, v, b] of [
        ['Nettoprämie', net, false],
        ['Versicherungssteuer 9,25 %', tax, false],
        ['Beiträge Fonds / INAMI', fund, false],
        ['Jahresprämie gesamt', total, true],
      ] as const) {
        pair(p, 58, l, 340, `${money(v, 'eu')} EUR`, { right: true, bold: b });
        p.down(16);
      }
      p.down(30);
      p.text(
        50,
        `Fällig am ${date(start, 'd.m.y')}. Überweisung auf BE68 0012 ${serial(rng, 4)} ${serial(rng, 4)} mit Mitteilung +++${serial(rng, 3)}/${serial(rng, 4)}/${serial(rng, 5)}+++`,
        { size: 8 },
      );
    },
  );
};

/** Bozen, 1999: a South Tyrolean Polizze in lire with insurance tax and the health-service levy. */
const bozenLire: Family = (rng) => {
  const start = dayIn(rng, 1999);
  const end = yearEnd(start);
  const net = rng.int(420, 1400) * 1000;
  const tax = Math.round(net * 0.125);
  const ssn = Math.round(net * 0.105);
  const total = net + tax + ssn;
  const sb = rng.pick([500000, 750000, 1000000]);
  const policy = `${serial(rng, 2)}/${serial(rng, 6)}`;
  const lire = (n: number) => `L. ${whole(n, '.')}`;
  return page(
    'de',
    { documentType: 'insurance', policyNumber: policy, premium: total, deductible: sb, coverageType: 'Kasko', effectiveStart: start, effectiveEnd: end },
    (p) => {
      p.text(50, 'Tiroler Landesversicherung · Assicurazioni Alto Adige', { size: 13, bold: true, serif: true });
      p.down(12).text(50, 'Generalagentur Meran · Freiheitsstraße 44 · 39012 Meran', { size: 8 });
      p.down(34).text(50, `Polizze Nr. ${policy}`, { size: 12, serif: true });
      p.text(545, `Meran, ${date(addDays(start, -5), 'roman')}`, { size: 10, serif: true, align: 'right' });
      p.down(24);
      p.text(50, `Versicherungsnehmer: ${rng.pick(PEOPLE.it)}`, { size: 10, serif: true });
      p.down(14).text(50, `Fahrzeug: ${rng.pick(['Fiat 124 Spider', 'Lancia Flavia Coupé', 'Alfa Romeo Spider Duetto'])} · Kennzeichen BZ ${serial(rng, 6)}`, {
        size: 10,
        serif: true,
      });
      p.down(14).text(50, `Vertragsdauer von ${date(start, 'd.m.y')} bis ${date(end, 'd.m.y')}, 24 Uhr`, { size: 10, serif: true });
      p.down(28);
      p.text(50, 'Versicherte Risiken', { size: 9, bold: true });
      p.down(14).text(60, 'Haftpflicht — Höchstbetrag L. 1.500.000.000', { size: 9.5, serif: true });
      p.down(13).text(60, `Kasko — Selbstbehalt je Schadenfall ${lire(sb)}`, { size: 9.5, serif: true });
      p.down(28);
      for (const [l, v, b] of [
        ['Nettoprämie', net, false],
        ['Versicherungssteuer 12,5 %', tax, false],
        ['Beitrag Gesundheitsdienst (S.S.N.) 10,5 %', ssn, false],
        ['Gesamtprämie (jährlich)', total, true],
      ] as const) {
        pair(p, 60, l, 380, lire(v), { right: true, bold: b, serif: true, size: 10 });
        p.down(15);
      }
      p.down(12);
      p.text(60, `entspricht Euro ${money(r2(total / 1936.27), 'eu')}`, { size: 8.5, serif: true });
      p.down(36);
      p.text(50, 'Der Agent / L’agente', { size: 8 });
      p.down(14).text(50, rng.pick(['M. Obexer', 'F. Gasser']), { size: 11, serif: true });
    },
  );
};

export const INSURANCE: Family[] = [nswAgreedValue, nzSchedule, ontarioAntique, zwolleVersicherung, eupenPolice, bozenLire];

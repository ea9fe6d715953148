/**
 * Insurance that comes again: a German yearly premium bill with last year's premium beside the new one, a Nachtrag
 * after a change of vehicle, an Austrian Prämienvorschreibung with the previous year, a British renewal invitation
 * stating what was paid last year, a British amended schedule after a change of agreed value, a US renewal
 * declarations page with prior and current term columns.
 */
import { addDays, doc, fd, hline, num, para, r2, row, sum, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, PageBuilder, digits, person, placeAT, placeDE, placeUK, placeUS, plateAT, plateDE, plateUK, plateUS, vin17 } from './kit';

/** German Beitragsrechnung for the new year, previous year's premium side by side. */
export function beitragsrechnungVorjahr(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2008, 2025);
  const start = `${y}-01-01`;
  const end = `${y}-12-31`;
  const billed = `${y - 1}-${String(rng.int(10, 11)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const ins = `${rng.pick(['Rheinische', 'Hanseatische', 'Fränkische', 'Westfälische'])} ${rng.pick(['Kraftfahrt-Versicherung VVaG', 'Versicherung AG'])}`;
  const pol = `KF ${digits(rng, 3)}-${digits(rng, 6)}-${rng.int(0, 9)}`;
  const sb = rng.pick([150, 300, 500]);
  const hOld = r2(rng.int(60, 180) + rng.pick([0, 0.4, 0.8]));
  const tOld = r2(rng.int(30, 120) + rng.pick([0, 0.2, 0.6]));
  const hNew = r2(hOld * (1 + rng.pick([-0.05, 0.03, 0.06, 0.09])));
  const tNew = r2(tOld * (1 + rng.pick([0, 0.04, 0.08])));
  const nOld = r2(hOld + tOld);
  const nNew = r2(hNew + tNew);
  const vOld = r2(nOld * 0.19);
  const vNew = r2(nNew * 0.19);
  const gOld = r2(nOld + vOld);
  const gNew = r2(nNew + vNew);
  const cov = 'Kfz-Haftpflicht und Teilkasko';
  const pl = placeDE(rng);
  p.text(50, ins, { size: 13, bold: true }).down(12).text(50, `Direktion ${pl.city} · ${pl.street}`, { size: 8.5 });
  p.y = 120;
  p.text(50, person(rng, 'de'), { size: 10 }).down(12).text(50, placeDE(rng).street, { size: 10 });
  p.text(545, fd(billed, 'de'), { size: 10, align: 'right', y: 120 });
  p.y = 180;
  p.text(50, `Beitragsrechnung ${y}`, { size: 13, bold: true }).down(16);
  const kv: [string, string][] = [
    ['Versicherungsschein-Nr.', pol],
    ['Fahrzeug', `${rng.pick(CARS_DE).join(' ')}, amtl. Kennz. ${plateDE(rng, true)}`],
    ['Versicherungsumfang', cov],
    ['Selbstbeteiligung Teilkasko', `${sb} EUR`],
    ['Versicherungszeitraum', `${fd(start, 'de')} – ${fd(end, 'de')}`],
  ];
  for (const [k, v] of kv) p.text(50, k, { size: 9 }).text(190, v, { size: 9.5 }).down(13);
  p.down(14);
  const cols: Col[] = [{ x: 50 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['', `Vorjahr ${y - 1}`, `ab 01.01.${y}`], { bold: true, size: 9 });
  p.down(4);
  hline(p, 50, 495);
  p.down(14);
  const rows: [string, number, number, boolean][] = [
    [`Kfz-Haftpflicht (SF ${rng.int(8, 35)})`, hOld, hNew, false],
    [`Teilkasko (SB ${sb} EUR)`, tOld, tNew, false],
    ['Nettobeitrag', nOld, nNew, false],
    ['Versicherungsteuer 19 %', vOld, vNew, false],
    ['Jahresbeitrag', gOld, gNew, true],
  ];
  for (const [k, a, b, bold] of rows) {
    row(p, cols, [k, num(a, 'de'), num(b, 'de')], { size: 9.5, bold });
    p.down(14);
  }
  p.down(12);
  para(
    p,
    50,
    `Der Jahresbeitrag von ${num(gNew, 'de')} EUR wird am ${fd(start, 'de')} von Ihrem Konto abgebucht. Die Änderung gegenüber dem Vorjahr ergibt sich aus der Neueinstufung Ihres Schadenfreiheitsrabatts und der Typklasse. Sie können den Vertrag innerhalb eines Monats nach Zugang dieser Mitteilung kündigen.`,
    105,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: gNew,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Nachtrag to a classic-car policy after a change of vehicle, premium for the rest of the year. */
export function nachtragFahrzeugwechsel(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2008, 2025);
  const start = `${y}-${String(rng.int(3, 9)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const end = `${y}-12-31`;
  const ins = `${rng.pick(['Classic', 'Veteran', 'Historic'])} ${rng.pick(['Assekuranz', 'Versicherungsdienst'])} ${rng.pick(['Nord', 'Bayern', 'Rhein-Main'])} GmbH`;
  const pol = `OT-${digits(rng, 7)}`;
  const cov = rng.pick(['Oldtimer-Vollkasko', 'Oldtimer-Haftpflicht mit Vollkasko']);
  const sb = rng.pick([250, 300, 500]);
  const [oldCar, newCar] = rng.some(CARS_DE, 2);
  const value = rng.int(18, 95) * 1000;
  const annualNet = r2(value * rng.pick([0.006, 0.0075, 0.009]) + rng.int(60, 120));
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 864e5) + 1;
  const net = r2((annualNet * days) / 365);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const pl = placeDE(rng);
  p.text(545, ins, { size: 12, bold: true, align: 'right' }).down(12).text(545, `${pl.street} · ${pl.zip} ${pl.city}`, { size: 8, align: 'right' });
  p.y = 120;
  p.text(50, person(rng, 'de'), { size: 10 });
  p.y = 170;
  p.text(50, `Nachtrag Nr. ${rng.int(2, 6)} zum Versicherungsschein ${pol}`, { size: 12, bold: true }).down(14);
  p.text(50, `ausgefertigt am ${fd(addDays(start, rng.int(-10, 3)), 'de')}`, { size: 9 }).down(22);
  p.text(50, 'Grund des Nachtrags: Fahrzeugwechsel', { size: 9.5, bold: true }).down(16);
  const cols: Col[] = [{ x: 50 }, { x: 180 }, { x: 370 }];
  row(p, cols, ['', 'bisher', 'neu'], { bold: true, size: 9 });
  p.down(13);
  row(p, cols, ['Fahrzeug', oldCar.join(' '), newCar.join(' ')], { size: 9 });
  p.down(12);
  row(p, cols, ['Kennzeichen', plateDE(rng, true), plateDE(rng, true)], { size: 9 });
  p.down(12);
  row(p, cols, ['FIN', vin17(rng, 'WDB1'), vin17(rng, 'WVWZZZ')], { size: 8 });
  p.down(12);
  row(p, cols, ['Versicherungswert', `${num(rng.int(15, 90) * 1000, 'de')} EUR`, `${num(value, 'de')} EUR`], { size: 9 });
  p.down(24);
  const kv: [string, string][] = [
    ['Versicherungsumfang', cov],
    ['Selbstbeteiligung', `${sb} EUR je Schadenfall`],
    ['Gültig', `vom ${fd(start, 'de')} bis ${fd(end, 'de')} (Hauptfälligkeit)`],
  ];
  for (const [k, v] of kv) p.text(50, k, { size: 9 }).text(180, v, { size: 9.5 }).down(13);
  p.down(12);
  const c2: Col[] = [{ x: 50 }, { x: 420, align: 'right' }];
  row(p, c2, [`Beitrag für den Zeitraum ${fd(start, 'de')} – ${fd(end, 'de')} (netto)`, num(net, 'de')], { size: 9.5 });
  p.down(13);
  row(p, c2, ['Versicherungsteuer 19 %', num(tax, 'de')], { size: 9.5 });
  p.down(4);
  hline(p, 300, 120);
  p.down(13);
  row(p, c2, ['Zu zahlen EUR', num(total, 'de')], { size: 10, bold: true });
  p.down(22);
  p.text(50, `Jahresbeitrag ab 01.01.${y + 1}: ${num(r2(annualNet * 1.19), 'de')} EUR inkl. VersSt.`, { size: 8.5 }).down(14);
  para(
    p,
    50,
    'Alle übrigen Bestimmungen des Versicherungsscheins bleiben unverändert. Das bisherige Fahrzeug ist ab dem genannten Datum nicht mehr versichert.',
    105,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Austrian Prämienvorschreibung for the new insurance year, with last year's figures. */
export function praemienvorschreibungAT(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2005, 2025);
  const m = rng.int(1, 12);
  const start = `${y}-${String(m).padStart(2, '0')}-01`;
  const end = addDays(`${y + 1}-${String(m).padStart(2, '0')}-01`, -1);
  const ins = `${rng.pick(['Alpenländische', 'Donau-', 'Tiroler', 'Steirische'])}${rng.pick([' Versicherung AG', ' Versicherungsverein'])}`.replace('- ', '-');
  const pol = `${digits(rng, 2)}/${digits(rng, 7)}-${rng.int(1, 9)}`;
  const cov = rng.pick(['Kfz-Haftpflicht', 'Kfz-Haftpflicht + Teilkasko']);
  const tk = cov.includes('Teilkasko');
  const sb = tk ? rng.pick([200, 300, 350]) : undefined;
  const kw = rng.int(40, 160);
  const mk = (f: number) => {
    const h = r2(rng.int(180, 420) * f);
    const k = tk ? r2(rng.int(60, 200) * f) : 0;
    const vst = r2((h + k) * 0.11);
    const mvst = r2(Math.max(kw - 24, 10) * 0.682 * 12);
    return { h, k, vst, mvst, tot: sum([h, k, vst, mvst]) };
  };
  const prev = mk(1);
  const cur = { ...prev, h: r2(prev.h * 1.03) };
  cur.vst = r2((cur.h + cur.k) * 0.11);
  cur.tot = sum([cur.h, cur.k, cur.vst, cur.mvst]);
  const pl = placeAT(rng);
  p.text(50, ins, { size: 13, bold: true }).down(12).text(50, `Landesdirektion ${pl.city} · ${pl.street} · ${pl.zip} ${pl.city}`, { size: 8.5 });
  p.y = 120;
  p.text(50, `${rng.pick(['Herrn', 'Frau'])} ${person(rng, 'de')}`, { size: 10 });
  p.y = 165;
  p.text(50, 'Prämienvorschreibung', { size: 13, bold: true }).text(545, `Polizze Nr. ${pol}`, { size: 10, align: 'right' }).down(16);
  p.text(50, `Versicherungsperiode: ${fd(start, 'de')} bis ${fd(end, 'de')}`, { size: 9.5 }).down(13);
  p.text(50, `Kennzeichen ${plateAT(rng)} · ${rng.pick(CARS_DE).join(' ')} · ${kw} kW`, { size: 9.5 }).down(13);
  p.text(50, `Deckung: ${cov}${sb ? ` · Selbstbehalt Teilkasko EUR ${sb}` : ''}`, { size: 9.5 }).down(22);
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Jahresprämie in EUR', 'Vorperiode', 'laufende Periode'], { bold: true, size: 9 });
  p.down(4);
  hline(p, 50, 495);
  p.down(14);
  const rows: [string, number, number, boolean][] = [
    ['Haftpflicht', prev.h, cur.h, false],
    ...(tk ? [['Teilkasko', prev.k, cur.k, false] as [string, number, number, boolean]] : []),
    ['Versicherungssteuer 11 %', prev.vst, cur.vst, false],
    ['motorbezogene Versicherungssteuer', prev.mvst, cur.mvst, false],
    ['Gesamt', prev.tot, cur.tot, true],
  ];
  for (const [k, a, b, bold] of rows) {
    row(p, cols, [k, num(a, 'de'), num(b, 'de')], { size: 9.5, bold });
    p.down(14);
  }
  p.down(14);
  para(
    p,
    50,
    `Zahlungsweise jährlich. Bitte überweisen Sie den Betrag von EUR ${num(cur.tot, 'de')} bis zum ${fd(addDays(start, 14), 'de')}. Die Anpassung der Prämie erfolgt gemäß der vereinbarten Indexklausel.`,
    105,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: cur.tot,
    ...(sb ? { deductible: sb } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** British renewal invitation showing last year's premium beside this year's. */
export function ukRenewalInvitation(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2017, 2025);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const end = addDays(`${y + 1}${start.slice(4)}`, -1);
  const ins = `${rng.pick(['Heritage', 'Vintage', 'Marque', 'Classic Line'])} ${rng.pick(['Motor Insurance', 'Car Insurance Services', 'Underwriting'])} Ltd`;
  const pol = `${rng.pick(['HCI', 'VMI', 'CLU'])}/${digits(rng, 6)}/${rng.int(1, 9)}`;
  const cov = rng.pick(['Comprehensive', 'Comprehensive – Agreed Value', 'Third Party, Fire and Theft']);
  const excess = rng.pick([100, 150, 250]);
  const lastY = r2(rng.int(140, 420) + rng.pick([0, 0.37, 0.82]));
  const net = r2((lastY / 1.12) * (1 + rng.pick([0.02, 0.05, 0.08, -0.03])));
  const ipt = r2(net * 0.12);
  const total = r2(net + ipt);
  const car = rng.pick(CARS_EN);
  const value = rng.int(8, 60) * 1000;
  const pl = placeUK(rng);
  p.text(50, ins, { size: 14, bold: true })
    .down(12)
    .text(50, `${pl.street}, ${pl.city} ${pl.zip} · Authorised and regulated by the Financial Conduct Authority`, { size: 7.5 });
  p.y = 115;
  p.text(50, `${rng.pick(['Mr', 'Mrs', 'Ms'])} ${person(rng, 'en')}`, { size: 10 });
  p.text(545, fd(addDays(start, -rng.int(21, 30)), 'uklong'), { size: 10, align: 'right' });
  p.y = 160;
  p.text(50, 'Your renewal invitation', { size: 14, bold: true }).down(20);
  para(
    p,
    50,
    `Your policy ${pol} is due for renewal on ${fd(start, 'uklong')}. We are pleased to invite renewal on the terms below. If you do nothing, your cover will renew automatically.`,
    100,
    { size: 9.5 },
  );
  p.down(6);
  p.box(50, p.y - 12, 495, 48, true);
  p.text(60, 'Last year’s premium', { size: 9.5 }).text(300, 'This year’s premium', { size: 9.5 }).down(20);
  p.text(60, `£${num(lastY, 'en')}`, { size: 14, bold: true })
    .text(300, `£${num(total, 'en')}`, { size: 14, bold: true })
    .down(30);
  const kv: [string, string][] = [
    ['Vehicle', `${car[0]} ${car[1]} · ${plateUK(rng, rng.int(1965, 1995))}`],
    ['Cover', cov],
    ['Agreed value', `£${num(value, 'en').slice(0, -3)}`],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')}`],
    ['Voluntary + compulsory excess', `£${excess}`],
    ['Limited mileage', `${rng.pick([1500, 3000, 5000])} miles a year`],
  ];
  for (const [k, v] of kv) p.text(50, k, { size: 9 }).text(210, v, { size: 9.5 }).down(13);
  p.down(12);
  const cols: Col[] = [{ x: 50 }, { x: 420, align: 'right' }];
  row(p, cols, ['Premium', num(net, 'en')], { size: 9.5 });
  p.down(13);
  row(p, cols, ['Insurance Premium Tax at 12%', num(ipt, 'en')], { size: 9.5 });
  p.down(4);
  hline(p, 300, 120);
  p.down(13);
  row(p, cols, ['Total payable £', num(total, 'en')], { size: 10, bold: true });
  p.down(24);
  para(
    p,
    50,
    'We are required to show you the premium you paid last year so that you can compare. Please check the details above and tell us if anything has changed.',
    100,
    { size: 8 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** British amended schedule after a change of agreed value: original and additional premium, total for the period. */
export function ukAmendedSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2000, 2025);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addDays(`${y + 1}${start.slice(4)}`, -1);
  const amend = addDays(start, rng.int(40, 300));
  const ins = `${rng.pick(['Norwich', 'Castle', 'Severn', 'Tudor'])} ${rng.pick(['Classic Policies', 'Insurance Brokers', 'Motor Underwriters'])}`;
  const pol = `${digits(rng, 2)}${rng.pick(['CV', 'CC', 'HV'])}${digits(rng, 6)}`;
  const cov = 'Comprehensive';
  const excess = rng.pick([100, 200, 250, 350]);
  const ipt = y < 2011 ? 5 : y < 2015 ? 6 : y < 2016 ? 9.5 : y < 2017 ? 10 : 12;
  const orig = r2(rng.int(150, 450) + rng.pick([0, 0.25, 0.6]));
  const ap = r2(rng.int(15, 90) + rng.pick([0, 0.45, 0.9]));
  const total = r2(orig + ap);
  const oldV = rng.int(10, 40) * 1000;
  const newV = oldV + rng.int(3, 20) * 1000;
  const car = rng.pick(CARS_EN.slice(0, 6));
  p.text(297, ins, { size: 14, bold: true, align: 'center' }).down(18);
  p.text(297, 'MOTOR INSURANCE SCHEDULE – AMENDED', { size: 12, bold: true, align: 'center' }).down(13);
  p.text(297, `This schedule supersedes the schedule dated ${fd(addDays(start, -rng.int(5, 20)), 'uk')}`, { size: 8.5, align: 'center' }).down(30);
  const kv: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', person(rng, 'en')],
    ['Period of insurance', `From ${fd(start, 'uk')} to ${fd(end, 'uk')} (both days inclusive)`],
    ['Date of amendment', fd(amend, 'uk')],
    ['Reason', `Agreed value increased from £${num(oldV, 'en').slice(0, -3)} to £${num(newV, 'en').slice(0, -3)} following valuation`],
    ['Vehicle', `${car[0]} ${car[1]}, registration ${plateUK(rng, rng.int(1965, 1980))}`],
    ['Cover', cov],
    ['Excess', `£${excess} (accidental damage)`],
    ['Use', 'Social, domestic and pleasure; club events'],
  ];
  for (const [k, v] of kv) {
    p.text(50, k, { size: 9, bold: true });
    const lines = v.length > 70 ? [v.slice(0, v.lastIndexOf(' ', 70)), v.slice(v.lastIndexOf(' ', 70) + 1)] : [v];
    for (const l of lines) p.text(180, l, { size: 9.5 }).down(12);
    p.down(3);
  }
  p.down(16);
  const cols: Col[] = [{ x: 50 }, { x: 420, align: 'right' }];
  p.text(50, 'Premium (including Insurance Premium Tax at ' + ipt + '%)', { size: 9.5, bold: true }).down(14);
  row(p, cols, ['Premium at inception', num(orig, 'en')], { size: 9.5 });
  p.down(13);
  row(p, cols, [`Additional premium from ${fd(amend, 'uk')}`, num(ap, 'en')], { size: 9.5 });
  p.down(4);
  hline(p, 300, 120);
  p.down(13);
  row(p, cols, ['Total premium for the period £', num(total, 'en')], { size: 10, bold: true });
  p.down(28);
  para(
    p,
    50,
    `The additional premium of £${num(ap, 'en')} will be collected with your next instalment. All other terms and conditions remain unchanged.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** US collector-car renewal declarations: prior and current term premium per coverage. */
export function usRenewalDeclarations(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(1998, 2025);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const end = `${y + 1}${start.slice(4)}`;
  const ins = `${rng.pick(['Great Lakes', 'American Heritage', 'Keystone', 'Pioneer'])} ${rng.pick(['Collector Insurance Company', 'Mutual Insurance Co.', 'Casualty Company'])}`;
  const pol = `${rng.pick(['CV', 'AC', 'CL'])}${digits(rng, 8)}`;
  const cov = 'Agreed Value';
  const ded = rng.pick([100, 250, 500, 1000]);
  const car = rng.pick(CARS_EN.slice(6));
  const value = rng.int(12, 85) * 1000;
  const lines: [string, string, number, number][] = [
    ['Bodily Injury Liability', rng.pick(['100/300', '250/500', '50/100']), 0, 0],
    ['Property Damage Liability', rng.pick(['50,000', '100,000']), 0, 0],
    ['Uninsured Motorist', rng.pick(['100/300', '50/100']), 0, 0],
    [`Agreed Value Physical Damage`, `$${num(value, 'en').slice(0, -3)}`, 0, 0],
  ];
  for (const l of lines) {
    l[2] = r2(rng.int(10, 140) + rng.pick([0, 0.5]));
    l[3] = r2(l[2] * (1 + rng.pick([0, 0.03, 0.05, 0.1])));
  }
  const fee = rng.pick([0, 10, 15, 25]);
  const prior = sum(lines.map((l) => l[2]));
  const curr = sum(lines.map((l) => l[3]));
  const total = r2(curr + fee);
  const pl = placeUS(rng);
  p.text(50, ins, { size: 13, bold: true }).down(12).text(50, `${pl.street}, ${pl.city}, ${pl.state} ${pl.zip}`, { size: 8.5 });
  p.y = 110;
  p.text(50, 'RENEWAL DECLARATIONS', { size: 13, bold: true }).text(545, `Policy ${pol}`, { size: 10, align: 'right' }).down(16);
  p.text(50, `Policy period: ${fd(start, 'us')} to ${fd(end, 'us')}  12:01 a.m. standard time`, { size: 9 }).down(13);
  p.text(50, `Named insured: ${person(rng, 'en')}`, { size: 9 }).down(13);
  p.text(50, `Vehicle: ${rng.int(1960, 1992)} ${car[0]} ${car[1]}  VIN ${vin17(rng, '1G1')}  Plate ${plateUS(rng)}`, { size: 9 }).down(13);
  p.text(50, `Coverage: ${cov}   Physical damage deductible: $${ded}`, { size: 9 }).down(22);
  const cols: Col[] = [{ x: 50 }, { x: 270 }, { x: 440, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Coverage', 'Limits', 'Prior term', 'This term'], { bold: true, size: 9 });
  p.down(4);
  hline(p, 50, 495);
  p.down(14);
  for (const l of lines) {
    row(p, cols, [l[0], l[1], num(l[2], 'en'), num(l[3], 'en')], { size: 9 });
    p.down(13);
  }
  hline(p, 50, 495);
  p.down(14);
  row(p, cols, ['Premium', '', num(prior, 'en'), num(curr, 'en')], { size: 9.5 });
  p.down(13);
  if (fee) {
    row(p, cols, ['Policy fee', '', '', num(fee, 'en')], { size: 9.5 });
    p.down(13);
  }
  row(p, cols, ['TOTAL TERM PREMIUM', '', '', `$${num(total, 'en')}`], { size: 10, bold: true });
  p.down(26);
  para(
    p,
    50,
    `Your premium has changed from the prior term because of rate revisions approved in your state and the agreed value shown above. Mileage limitation: pleasure use only, not for daily transportation.${yearOf(start) > 2010 ? ' Manage your policy online.' : ''}`,
    105,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

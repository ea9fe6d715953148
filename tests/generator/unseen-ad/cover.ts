/**
 * Cover as the online years deliver it: insurers' e-mails printed with the policy summary, an online insurer's policy
 * PDF, an Austrian premium notice with the engine-related insurance tax; a UK classic insurer's documents e-mail, a US
 * agreed-value declarations page from the customer portal, an Australian certificate of currency and tax invoice.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, num, para, r2 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS, digits, letters, mailHead, nameDE, nameEN, plateDE, plateUK, vin } from './kit';

const yearLater = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/** A German insurer's e-mail with the policy as an attachment and its summary in the body, printed. */
export function versichererMail(rng: Random): Generated {
  const start = dateIn(rng, 2012, 2026);
  const end = yearLater(start);
  const insurer = rng.pick(['OCC Assekuradeur', 'Mannheimer Oldtimer-Service', 'Classic Direkt Versicherung']);
  const policy = `${letters(rng, 2)}-${digits(rng, 7)}`;
  const cover = rng.pick(['Oldtimer-Haftpflicht mit Teilkasko', 'Oldtimer-Vollkasko', 'Youngtimer-Haftpflicht mit Vollkasko']);
  const premium = r2(rng.int(140, 690) + rng.pick([0, 0.5, 0.9]));
  const deductible = rng.pick([150, 300, 500]);
  const p = new PageBuilder();
  p.y = 40;
  mailHead(p, [
    ['Von:', `${insurer} <service@${insurer.split(' ')[0].toLowerCase()}.de>`],
    ['An:', `${nameDE(rng).toLowerCase().replace(' ', '.')}@web.de`],
    ['Datum:', `${fd(addDays(start, -rng.int(3, 20)), 'de')} ${rng.int(8, 18)}:${rng.int(10, 59)}`],
    ['Betreff:', `Ihr Versicherungsschein Nr. ${policy}`],
    ['Anhang:', `Versicherungsschein_${policy}.pdf (212 KB)`],
  ]);
  para(p, 40, `Guten Tag, vielen Dank für Ihr Vertrauen. Im Anhang finden Sie Ihren Versicherungsschein. Hier das Wichtigste auf einen Blick:`, 100, {
    size: 9.5,
    step: 13,
  });
  p.down(10);
  for (const [k, v] of [
    ['Versicherungsschein-Nr.', policy],
    ['Fahrzeug', `${rng.pick(CARS)}, ${plateDE(rng, rng.pick(['KA', 'MA', 'HD']))}`],
    ['Tarif', cover],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Ablauf', `${fd(end, 'de')}, verlängert sich jährlich`],
    ['Selbstbeteiligung', `${num(deductible, 'de')} €`],
    ['Jahresbeitrag inkl. Versicherungsteuer', `${num(premium, 'de')} €`],
  ] as [string, string][]) {
    p.text(50, `• ${k}:`, { size: 9 }).text(250, v, { size: 9, bold: true });
    p.down(13);
  }
  p.down(12);
  para(
    p,
    40,
    `Der Beitrag wird zum ${fd(start, 'de')} per SEPA-Lastschrift eingezogen. Bitte prüfen Sie die Angaben; Abweichungen teilen Sie uns bitte innerhalb eines Monats mit. Mit freundlichen Grüßen, Ihr Kundenservice`,
    100,
    { size: 9, step: 12.5 },
  );
  return doc(p, 'de', { documentType: 'insurance', policyNumber: policy, coverageType: cover, premium, effectiveStart: start, effectiveEnd: end, deductible });
}

/** An online insurer's policy PDF: contract data table and a premium breakdown with the insurance tax. */
export function onlinePolice(rng: Random): Generated {
  const start = dateIn(rng, 2015, 2026);
  const end = addDays(yearLater(start), -1);
  const policy = `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  const cover = rng.pick(['Kfz-Haftpflicht + Teilkasko', 'Kfz-Haftpflicht + Vollkasko', 'Kfz-Haftpflicht']);
  const liab = r2(rng.int(90, 320) + 0.37);
  const kasko = cover === 'Kfz-Haftpflicht' ? 0 : r2(rng.int(60, 280) + 0.12);
  const net = r2(liab + kasko);
  const tax = r2(net * 0.19);
  const premium = r2(net + tax);
  const deductible = cover === 'Kfz-Haftpflicht' ? 0 : rng.pick([150, 300, 1000]);
  const p = new PageBuilder();
  p.y = 52;
  p.text(40, rng.pick(['DA Direkt-Kfz', 'Verti Online-Versicherung', 'HUK24 Kfz']), { size: 12, bold: true }).text(
    555,
    `Seite 1 von 3 · ${fd(addDays(start, -5), 'de')}`,
    { size: 7.5, align: 'right' },
  );
  p.down(34).text(40, 'Versicherungsschein (Kfz)', { size: 15, bold: true });
  p.down(24);
  for (const [k, v] of [
    ['Vertragsnummer', policy],
    ['Versicherungsnehmer', nameDE(rng)],
    ['Fahrzeug', `${rng.pick(CARS)}, FIN ${vin(rng)}`],
    ['Kennzeichen', plateDE(rng, rng.pick(['DO', 'BO', 'E']))],
    ['Versicherungsumfang', cover],
    ['Vertragsbeginn', fd(start, 'de')],
    ['Hauptfälligkeit / Vertragsende', fd(end, 'de')],
    ['Selbstbeteiligung Teil-/Vollkasko', deductible ? `${deductible} €` : '—'],
  ] as [string, string][]) {
    p.box(40, p.y - 11, 515, 16);
    p.text(46, k, { size: 8.5 }).text(230, v, { size: 8.5 });
    p.down(16);
  }
  p.down(20).text(40, 'Ihr Beitrag für das Versicherungsjahr', { size: 10, bold: true });
  p.down(16);
  const rows: [string, number][] = [['Haftpflicht (SF 12, 35 %)', liab]];
  if (kasko) rows.push([cover.endsWith('Teilkasko') ? 'Teilkasko' : 'Vollkasko (SF 8, 40 %)', kasko]);
  rows.push(['Summe netto', net], ['Versicherungsteuer 19 %', tax], ['Jahresbeitrag', premium]);
  for (const [k, v] of rows) {
    p.text(46, k, { size: 9, bold: k === 'Jahresbeitrag' }).text(400, `${num(v, 'de')} €`, { size: 9, bold: k === 'Jahresbeitrag', align: 'right' });
    p.down(12);
  }
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    ...(deductible ? { deductible } : {}),
  });
}

/** An Austrian premium notice (Prämienvorschreibung): premium, engine-related insurance tax, the total for the year. */
export function praemienvorschreibung(rng: Random): Generated {
  const start = dateIn(rng, 2010, 2026);
  const end = yearLater(start);
  const policy = `${rng.int(1, 9)}${digits(rng, 2)}-${digits(rng, 7)}-${rng.int(1, 9)}`;
  const cover = rng.pick(['Oldtimer-Haftpflicht', 'Oldtimer-Haftpflicht und Teilkasko']);
  const prem = r2(rng.int(80, 260) + 0.4);
  const ins = r2(prem * 0.11);
  const mvs = r2(rng.int(20, 160) + 0.6);
  const premium = r2(prem + ins + mvs);
  const deductible = cover.endsWith('Teilkasko') ? rng.pick([200, 350]) : 0;
  const p = new PageBuilder();
  p.y = 56;
  p.text(40, rng.pick(['Wiener Städtische', 'Grazer Wechselseitige', 'Donau Versicherung']), { size: 12, bold: true });
  p.down(38)
    .text(40, 'Prämienvorschreibung', { size: 14, bold: true })
    .text(555, fd(addDays(start, -14), 'de'), { size: 9, align: 'right' });
  p.down(20);
  for (const [k, v] of [
    ['Polizzennummer', policy],
    ['Versicherungsnehmer', nameDE(rng)],
    ['Kennzeichen', `${rng.pick(['W', 'G', 'L'])}-${rng.int(10, 999)} ${letters(rng, 2)}`],
    ['Sparte', cover],
    ['Versicherungsperiode', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
    ['Selbstbehalt', deductible ? `EUR ${num(deductible, 'de')}` : 'kein'],
  ] as [string, string][]) {
    p.text(40, k, { size: 9 }).text(200, v, { size: 9 });
    p.down(13);
  }
  p.down(14);
  for (const [k, v] of [
    ['Nettoprämie', prem],
    ['Versicherungssteuer 11 %', ins],
    ['motorbezogene Versicherungssteuer', mvs],
    ['Gesamtprämie jährlich', premium],
  ] as [string, number][]) {
    p.text(40, k, { size: 9, bold: k.startsWith('Gesamt') }).text(380, `EUR ${num(v, 'de')}`, { size: 9, bold: k.startsWith('Gesamt'), align: 'right' });
    p.down(13);
  }
  p.down(20);
  para(p, 40, 'Die Prämie ist binnen 14 Tagen nach Zugang fällig. Bei Zahlung per Einziehungsauftrag ist nichts weiter zu veranlassen.', 110, { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    ...(deductible ? { deductible } : {}),
  });
}

/** A UK classic insurer's documents e-mail with the policy summary, excess and premium including IPT. */
export function ukPolicyMail(rng: Random): Generated {
  const start = dateIn(rng, 2011, 2026);
  const end = addDays(yearLater(start), -1);
  const insurer = rng.pick(['Heritage Motor Insurance', 'Footman Classic Cover', 'Peninsula Classic Insurance Services']);
  const policy = `${letters(rng, 3)}${digits(rng, 7)}`;
  const cover = rng.pick(['Comprehensive, agreed value, limited mileage', 'Third party, fire and theft', 'Comprehensive (laid-up cover included)']);
  const premium = r2(rng.int(110, 540) + rng.pick([0.44, 0.97, 0.18]));
  const deductible = rng.pick([100, 150, 250]);
  const p = new PageBuilder();
  p.y = 40;
  mailHead(p, [
    ['From:', `${insurer} <documents@${insurer.split(' ')[0].toLowerCase()}.co.uk>`],
    ['Sent:', fd(addDays(start, -rng.int(1, 10)), 'uklong')],
    ['Subject:', `Your policy documents — ${policy}`],
  ]);
  para(
    p,
    40,
    `Dear ${nameEN(rng)}, thank you for choosing ${insurer}. Your documents are attached. Please read them and check that the details are correct.`,
    100,
    { size: 9.5, step: 13 },
  );
  p.down(10).text(40, 'Policy summary', { size: 11, bold: true });
  p.down(16);
  for (const [k, v] of [
    ['Policy number', policy],
    ['Vehicle', `${rng.pick(CARS)} (${plateUK(rng)})`],
    ['Cover', cover],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')}`],
    ['Compulsory + voluntary excess', `£${deductible}`],
    ['Annual premium (incl. IPT)', `£${num(premium, 'en')}`],
  ] as [string, string][]) {
    p.box(40, p.y - 11, 515, 16);
    p.text(46, k, { size: 9 }).text(240, v, { size: 9 });
    p.down(16);
  }
  p.down(16);
  para(
    p,
    40,
    'Your policy renews automatically; we will e-mail your renewal invitation at least 21 days before the end of the period. Club membership discount applied.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'insurance', policyNumber: policy, coverageType: cover, premium, effectiveStart: start, effectiveEnd: end, deductible });
}

/** A US collector-car insurer's declarations page downloaded from the customer portal. */
export function usDeclarations(rng: Random): Generated {
  const start = dateIn(rng, 2008, 2026);
  const end = yearLater(start);
  const policy = `${rng.pick(['CC', 'HX', 'AV'])}${digits(rng, 8)}`;
  const cover = 'Agreed Value Collector Vehicle';
  const premium = r2(rng.int(190, 980) + 0.0);
  const deductible = rng.pick([0, 250, 500]);
  const p = new PageBuilder();
  p.y = 48;
  p.text(40, rng.pick(['American Collectors Insurance', 'Grundy Collector Auto', 'Chubb Collector Car']), { size: 12, bold: true });
  p.down(12).text(40, 'Personal Auto — Declarations Page', { size: 9 });
  p.down(30);
  for (const [k, v] of [
    ['POLICY NUMBER', policy],
    ['NAMED INSURED', nameEN(rng).toUpperCase()],
    ['POLICY PERIOD', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 A.M. standard time`],
    ['COVERAGE FORM', cover],
  ] as [string, string][]) {
    p.text(40, k, { size: 7.5, bold: true }).text(170, v, { size: 9 });
    p.down(14);
  }
  p.down(12);
  const veh = rng.pick(CARS);
  const agreed = rng.int(18, 140) * 1000;
  p.text(40, `VEHICLE 1: ${veh.toUpperCase()}  VIN ${vin(rng)}  AGREED VALUE $${num(agreed, 'en').slice(0, -3)}`, { size: 8.5 });
  p.down(18);
  for (const [k, lim, prem] of [
    ['Bodily Injury Liability', '$100,000 / $300,000', r2(premium * 0.35)],
    ['Property Damage Liability', '$100,000', r2(premium * 0.15)],
    ['Uninsured Motorist', '$100,000 / $300,000', r2(premium * 0.1)],
    [
      'Physical Damage (Comp & Collision)',
      `Agreed Value, deductible $${deductible}`,
      r2(premium - r2(premium * 0.35) - r2(premium * 0.15) - r2(premium * 0.1)),
    ],
  ] as [string, string, number][]) {
    p.text(40, k, { size: 8.5 })
      .text(250, lim, { size: 8.5 })
      .text(555, `$${num(prem, 'en')}`, { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.down(6)
    .text(40, 'TOTAL POLICY PREMIUM', { size: 9, bold: true })
    .text(555, `$${num(premium, 'en')}`, { size: 9, bold: true, align: 'right' });
  p.down(26);
  para(
    p,
    40,
    'Limited-use vehicle: not for daily transportation. Vehicle must be garaged in a locked structure. This declarations page with the policy form and endorsements completes your policy.',
    110,
    { size: 7.5 },
  );
  return doc(p, 'en', { documentType: 'insurance', policyNumber: policy, coverageType: cover, premium, effectiveStart: start, effectiveEnd: end, deductible });
}

/** An Australian certificate of currency and tax invoice, e-mailed: premium with GST and stamp duty. */
export function auCertificate(rng: Random): Generated {
  const start = dateIn(rng, 2012, 2026);
  const end = yearLater(start);
  const policy = `${letters(rng, 3)}${digits(rng, 9)}`;
  const cover = rng.pick(['Club Plates Agreed Value', 'Classic Comprehensive', 'Enthusiast Comprehensive']);
  const base = r2(rng.int(180, 700) + 0.25);
  const gst = r2(base * 0.1);
  const duty = r2((base + gst) * 0.09);
  const premium = r2(base + gst + duty);
  const deductible = rng.pick([300, 500, 750]);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, rng.pick(['Shannons Insurance', 'Club Marine Classic', 'Enthusiast Motor Cover']), { size: 12, bold: true }).text(
    555,
    'Certificate of Currency / Tax Invoice',
    { size: 9, align: 'right' },
  );
  p.down(30);
  for (const [k, v] of [
    ['Policy number', policy],
    ['Insured', nameEN(rng)],
    ['Vehicle', `${rng.pick(CARS)} · Club rego ${digits(rng, 5)}H`],
    ['Cover type', cover],
    ['Period of cover', `${fd(start, 'uk')} – ${fd(end, 'uk')} (4 pm)`],
    ['Basic excess', `$${deductible}`],
  ] as [string, string][]) {
    p.text(40, k, { size: 9 }).text(200, v, { size: 9 });
    p.down(13);
  }
  p.down(14);
  for (const [k, v] of [
    ['Base premium', base],
    ['GST', gst],
    ['Stamp duty', duty],
    ['Total premium payable', premium],
  ] as [string, number][]) {
    p.text(40, k, { size: 9, bold: k.startsWith('Total') }).text(360, `$${num(v, 'en')}`, { size: 9, bold: k.startsWith('Total'), align: 'right' });
    p.down(13);
  }
  p.down(16);
  para(
    p,
    40,
    `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}. This certificate confirms the policy is current at the date of issue. Please keep it with your club permit logbook.`,
    110,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'insurance', policyNumber: policy, coverageType: cover, premium, effectiveStart: start, effectiveEnd: end, deductible });
}

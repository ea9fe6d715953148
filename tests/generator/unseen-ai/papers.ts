/** Policies of the unseen-ai author: schedules over paragraphs of terms, endorsements and exclusions with sums and dates of their own. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, car, digits, doc, fd, letters, num, pad, personDe, personEn, plateDe, plateUk, r2, yearEnd } from './kit';
import { renderSheet, type Block } from './sheet';

/** An Oldtimer policy: schedule, premium table with insurance tax, then special conditions and exclusions. */
export function oldtimerPolice(rng: Random): Generated {
  const start = `${rng.int(2006, 2025)}-${pad(rng.int(1, 12), 2)}-01`;
  const end = yearEnd(start);
  const y = Number(start.slice(0, 4));
  const c = car(rng, y - 25);
  const [n, st, town] = personDe(rng);
  const vk = rng.chance(0.6);
  const cover = vk ? 'Vollkasko' : 'Teilkasko';
  const sb = vk ? rng.pick([300, 500, 1000]) : rng.pick([150, 300]);
  const value = rng.int(18, 140) * 1000;
  const hp = r2(rng.int(60, 180) + 0.5 * rng.int(0, 1));
  const ks = r2(value * (vk ? 0.009 : 0.004) + rng.int(0, 99) / 100);
  const net = r2(hp + ks);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const no = `OT-${digits(rng, 3)}.${digits(rng, 6)}`;
  const gdate = addDays(start, -rng.int(30, 400));
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'Hanseatische Oldtimer-Versicherung AG',
      sub: ['Spezialversicherer für historische Fahrzeuge · Ballindamm 15 · 20095 Hamburg', 'Kundenservice 040 30 96 71-0'],
      right: ['VERSICHERUNGSSCHEIN', `Nr. ${no}`, `Hamburg, ${fd(addDays(start, -rng.int(5, 20)), 'de')}`],
      size: 11,
    },
    { t: 'h', text: 'Versicherungsnehmer und Fahrzeug', band: true },
    {
      t: 'pairs',
      pairs: [
        ['Versicherungsnehmer', n],
        ['Anschrift', `${st}, ${town}`],
        ['Fahrzeug', `${c.name}, Bj. ${c.built}`],
        ['Fahrgestell-Nr.', c.chassis],
        ['Amtl. Kennzeichen', plateDe(rng)],
        ['Nutzung', 'Hobby- und Liebhaberfahrzeug'],
        ['Versicherungswert', `${num(value, 'de')} EUR`],
        ['Wertgutachten vom', fd(gdate, 'de')],
      ],
      cols: 2,
    },
    { t: 'h', text: 'Versicherungsdauer und Umfang', band: true },
    {
      t: 'pairs',
      pairs: [
        ['Versicherungsbeginn', `${fd(start, 'de')}, 0:00 Uhr`],
        ['Ablauf', `${fd(end, 'de')}, 0:00 Uhr`],
        ['Umfang', `Kfz-Haftpflicht und ${cover}`],
        ['Selbstbeteiligung', `${cover} ${num(sb, 'de')} EUR`],
        ['Deckungssumme Haftpflicht', 'pauschal 100 Mio. EUR'],
        ['Jährliche Fahrleistung', `bis ${num(rng.pick([3000, 5000, 7500]), 'de').slice(0, -3)} km`],
      ],
      cols: 2,
    },
    {
      t: 'table',
      widths: [260, 130, 133],
      heads: ['Beitragsberechnung (jährlich)', 'Netto EUR', ''],
      rows: [
        ['Kfz-Haftpflichtversicherung', num(hp, 'de'), ''],
        [`${cover}versicherung`, num(ks, 'de'), ''],
        ['Summe Nettobeitrag', num(net, 'de'), ''],
        ['Versicherungsteuer 19 %', num(tax, 'de'), ''],
        ['Jahresbeitrag inkl. Versicherungsteuer', num(total, 'de'), ''],
      ],
      right: [1],
      bold: [4],
    },
    { t: 'h', text: 'Besondere Bedingungen für Oldtimer (BB-OT 2005)', size: 7.5 },
    {
      t: 'small',
      paras: [
        `§ 1 Versicherte Fahrzeuge. Versichert sind Fahrzeuge, deren Erstzulassung mindestens 30 Jahre zurückliegt und die sich in einem guten Erhaltungszustand befinden. Der Versicherungsnehmer verfügt über ein weiteres Fahrzeug für den täglichen Gebrauch.`,
        `§ 2 Versicherungswert. Grundlage ist der im Wertgutachten vom ${fd(gdate, 'de')} festgestellte Wiederbeschaffungswert. Wertsteigerungen werden bis zu 10 % (Vorsorge) ohne Anzeige mitversichert; ein neues Gutachten ist spätestens alle fünf Jahre vorzulegen.`,
        `§ 3 Entschädigung. Im Totalschaden oder bei Verlust ersetzt der Versicherer den Versicherungswert abzüglich Selbstbeteiligung. Teile, die zum Zeitpunkt des Schadens nicht lieferbar sind, werden zum Nachfertigungspreis ersetzt, höchstens bis 15.000 EUR je Schadenfall.`,
        `§ 4 Obliegenheiten. Das Fahrzeug ist in einer verschlossenen Garage abzustellen. Fahrten zu Oldtimer-Veranstaltungen sind mitversichert; Rennen, Rallyes mit Zeitwertung und Fahrten auf Rennstrecken sind ausgeschlossen.`,
        `§ 5 Saisonkennzeichen. Bei Zulassung mit Saisonkennzeichen besteht außerhalb der Saison Ruheversicherung im Umfang der Teilkasko ohne Selbstbeteiligung.`,
        `§ 6 Ausschlüsse. Nicht versichert sind Schäden durch Verschleiß, Bedienungsfehler, Brems-, Betriebs- und reine Bruchschäden sowie Schäden, die bei Vorsatz oder grober Fahrlässigkeit entstehen. Nachtrag Nr. 1 vom ${fd(addDays(start, -rng.int(400, 900)), 'de')} (Zusatzdeckung Schutzbrief, 24,90 EUR) ist entfallen.`,
        `§ 7 Zahlung. Der Beitrag ist jährlich im Voraus fällig und wird per SEPA-Lastschrift eingezogen (Mandatsreferenz ${letters(rng, 2)}${digits(rng, 8)}). Der Vertrag verlängert sich um jeweils ein Jahr, wenn er nicht spätestens einen Monat vor Ablauf gekündigt wird.`,
      ],
      columns: 2,
      size: 5.8,
    },
    { t: 'sig', items: ['Hanseatische Oldtimer-Versicherung AG · Vorstand', 'Maschinell erstellt, ohne Unterschrift gültig'] },
  ];
  return doc(renderSheet(blocks), 'de', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: cover,
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A 1970s motor policy in DM: the schedule, the premium, the AKB excerpts with their own sums. */
export function kraftfahrtVersicherungsschein(rng: Random): Generated {
  const start = `${rng.int(1968, 1984)}-${pad(rng.int(1, 12), 2)}-01`;
  const end = yearEnd(start);
  const y = Number(start.slice(0, 4));
  const c = car(rng, y);
  const [n, st, town] = personDe(rng);
  const sb = rng.pick([150, 300, 500]);
  const hp = r2(rng.int(280, 720));
  const tk = r2(rng.int(60, 190));
  const taxRate = y < 1981 ? 5 : 7;
  const tax = r2(((hp + tk) * taxRate) / 100);
  const total = r2(hp + tk + tax);
  const no = `${rng.int(10, 99)}-${digits(rng, 6)}-${rng.int(1, 9)}`;
  const sfr = rng.int(1, 10);
  const blocks: Block[] = [
    { t: 'head', title: 'Rheinische Kraftfahrt-Versicherung a. G.', sub: ['Hauptverwaltung Köln · Hohenstaufenring 30–32'], align: 'center', size: 12 },
    { t: 'line', text: 'VERSICHERUNGSSCHEIN für die Kraftfahrtversicherung', bold: true, size: 10 },
    {
      t: 'pairs',
      pairs: [
        ['Versicherungsschein-Nr.', no],
        ['Agentur', `${rng.int(100, 999)}/${rng.int(10, 99)}`],
        ['Versicherungsnehmer', n],
        ['Wohnort', `${st}, ${town}`],
        ['Fahrzeug', c.name],
        ['Fahrgestell', c.chassis],
        ['Amtl. Kennzeichen', plateDe(rng, false)],
        ['Schadenfreiheitsklasse', `SF ${sfr}`],
        ['Beginn der Versicherung', fd(start, 'de')],
        ['Ablauf der Versicherung', fd(end, 'de')],
        ['Versicherungsumfang', 'Haftpflicht und Teilkasko'],
        ['Selbstbeteiligung Teilkasko', `DM ${num(sb, 'de')}`],
      ],
      cols: 2,
      boxed: true,
    },
    {
      t: 'table',
      widths: [300, 110, 113],
      heads: ['Beitrag für das Versicherungsjahr', '', 'DM'],
      rows: [
        ['Kraftfahrzeug-Haftpflicht (Deckung 1 Mio. DM pauschal)', '', num(hp, 'de')],
        ['Teilversicherung (Fahrzeugteilversicherung)', '', num(tk, 'de')],
        [`Versicherungsteuer ${taxRate} %`, '', num(tax, 'de')],
        ['Zu zahlender Jahresbeitrag', '', num(total, 'de')],
      ],
      right: [2],
      bold: [3],
    },
    { t: 'h', text: 'Auszug aus den Allgemeinen Bedingungen für die Kraftfahrtversicherung (AKB)', size: 7.5 },
    {
      t: 'small',
      paras: [
        `§ 1 Beginn des Versicherungsschutzes. Der Versicherungsschutz beginnt mit der Einlösung des Versicherungsscheins durch Zahlung des Beitrages und der Versicherungsteuer. Die vorläufige Deckung (Doppelkarte Nr. ${digits(rng, 7)}) tritt mit der Einlösung außer Kraft.`,
        `§ 10 Haftpflichtversicherung. Die Versicherung umfasst die Befriedigung begründeter und die Abwehr unbegründeter Schadenersatzansprüche, die auf Grund gesetzlicher Haftpflichtbestimmungen gegen den Versicherungsnehmer erhoben werden. Mindestversicherungssummen: für Personenschäden DM 250.000, für Sachschäden DM 50.000.`,
        `§ 12 Fahrzeugversicherung. Die Teilversicherung umfasst Brand, Explosion, Entwendung, unmittelbare Einwirkung von Sturm, Hagel, Blitzschlag oder Überschwemmung, Zusammenstoß mit Haarwild sowie Glasbruch. Der Schaden wird abzüglich der vereinbarten Selbstbeteiligung ersetzt.`,
        `§ 13 Ersatzleistung. Der Versicherer ersetzt höchstens den Zeitwert des Fahrzeugs am Tage des Schadens. Für Glasbruchschäden gilt eine Selbstbeteiligung von DM 50, abweichend von der im Versicherungsschein genannten.`,
        `§ 16 Schadenfreiheitsrabatt. Der Beitrag richtet sich nach der Zahl der schadenfreien Jahre. Bei einem Schaden im Kalenderjahr ${y} wird der Vertrag zum ${fd(end, 'de')} zurückgestuft.`,
        `Bitte beachten Sie: Der Beitrag ist am ${fd(start, 'de')} fällig. Bei nicht rechtzeitiger Zahlung ist der Versicherer nach § 39 VVG leistungsfrei.`,
      ],
      columns: 1,
      size: 6,
    },
    { t: 'sig', items: [`Köln, den ${fd(addDays(start, -rng.int(3, 14)), 'de')}`, 'Rheinische Kraftfahrt-Versicherung a. G.'] },
  ];
  return doc(renderSheet(blocks, { serif: true }), 'de', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: 'Teilkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A Swiss collector-car policy in francs: schedule, premium with stamp duty, the clauses and exclusions. */
export function schweizSammlerPolice(rng: Random): Generated {
  const start = `${rng.int(2001, 2025)}-${pad(rng.int(1, 12), 2)}-01`;
  const end = yearEnd(start);
  const y = Number(start.slice(0, 4));
  const c = car(rng, y - 25);
  const [n] = personDe(rng);
  const sb = rng.pick([500, 1000, 2000]);
  const value = rng.int(25, 180) * 1000;
  const hp = r2(rng.int(180, 420) + rng.int(0, 19) * 0.05);
  const vk = r2(value * 0.006 + rng.int(0, 19) * 0.05);
  const net = r2(hp + vk);
  const stamp = r2(net * 0.05);
  const fee = 0.9;
  const total = r2(net + stamp + fee);
  const no = `${rng.int(10, 99)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'Helvetia Classic Car Versicherungen',
      sub: ['Police für Sammlerfahrzeuge', `Postfach, 8401 Winterthur · Beratung 052 261 ${digits(rng, 2)} ${digits(rng, 2)}`],
      right: [`Police Nr. ${no}`, `Winterthur, ${fd(addDays(start, -rng.int(5, 30)), 'de')}`],
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['Versicherungsnehmer', n],
        ['Fahrzeug', `${c.name} (${c.built})`],
        ['Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
        ['Kontrollschild', `${rng.pick(['ZH', 'BE', 'LU', 'SG'])} ${rng.int(1000, 99999)} (Veteran)`],
        ['Vertragsdauer', `${fd(start, 'de')} – ${fd(end, 'de')}`],
        ['Deckung', 'Haftpflicht, Vollkasko (Sammlerwert)'],
        ['Vereinbarter Wert', `CHF ${num(value, 'ch')}`],
        ['Selbstbehalt Vollkasko', `CHF ${num(sb, 'ch')}`],
      ],
      cols: 2,
      boxed: true,
    },
    {
      t: 'table',
      widths: [330, 193],
      heads: ['Prämie', 'CHF'],
      rows: [
        ['Motorfahrzeug-Haftpflicht', num(hp, 'ch')],
        ['Vollkasko zum vereinbarten Wert', num(vk, 'ch')],
        ['Eidg. Stempelabgabe 5 %', num(stamp, 'ch')],
        ['Gebühr Prämienrechnung', num(fee, 'ch')],
        ['Total Jahresprämie', num(total, 'ch')],
      ],
      right: [1],
      bold: [4],
    },
    { t: 'h', text: 'Zusatzbedingungen und Klauseln', size: 8 },
    {
      t: 'small',
      paras: [
        `Klausel 101 – Vereinbarter Wert. Im Schadenfall gilt der vereinbarte Wert von CHF ${num(value, 'ch')} als Ersatzwert, sofern die Schätzung eines anerkannten Experten nicht älter als drei Jahre ist. Die letzte Schätzung datiert vom ${fd(addDays(start, -rng.int(60, 700)), 'de')}.`,
        `Klausel 114 – Fahrleistung. Die jährliche Fahrleistung darf 6000 km nicht überschreiten. Bei Überschreitung wird der Selbstbehalt im Schadenfall um CHF 1000 erhöht.`,
        `Klausel 120 – Parkschaden. Parkschäden sind bis CHF 3000 je Ereignis ohne Selbstbehalt gedeckt, höchstens einmal pro Versicherungsjahr.`,
        `Klausel 131 – Grobfahrlässigkeit. Der Versicherer verzichtet auf sein Rückgriffsrecht bei Grobfahrlässigkeit, ausgenommen bei Fahren in angetrunkenem Zustand oder unter Drogeneinfluss.`,
        `Ausschlüsse: Schäden an Fahrzeugen, die zu Renn- oder Trainingszwecken verwendet werden; Schäden, die während der Restaurierung in einem Betrieb entstehen; Abnützung, Betriebs- und Bruchschäden; Schäden infolge Krieg oder innerer Unruhen.`,
        `Die Police erneuert sich stillschweigend um ein Jahr, sofern sie nicht drei Monate vor Ablauf gekündigt wird. Es gelten die Allgemeinen Versicherungsbedingungen Ausgabe 01.2019 und das Bundesgesetz über den Versicherungsvertrag (VVG).`,
      ],
      columns: 1,
      size: 6,
    },
  ];
  return doc(renderSheet(blocks), 'de', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: 'Vollkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A British classic-car schedule with the endorsements and exclusions printed in full below. */
export function ukClassicSchedule(rng: Random): Generated {
  const start = rng.date(1996, 2025);
  const end = addDays(yearEnd(start), -1);
  const y = Number(start.slice(0, 4));
  const c = car(rng, y - 20);
  const [n, st, town] = personEn(rng);
  const excess = rng.pick([100, 150, 250]);
  const value = rng.int(12, 120) * 1000;
  const prem = r2(rng.int(140, 620) + rng.int(0, 99) / 100);
  const ipt = y < 1999 ? 4 : y < 2011 ? 5 : y < 2015 ? 6 : y < 2016 ? 9.5 : y < 2017 ? 10 : 12;
  const tax = r2((prem * ipt) / 100);
  const total = r2(prem + tax);
  const no = `CCP/${digits(rng, 6)}/${rng.int(1, 9)}`;
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'Lydford Classic Vehicle Insurance',
      sub: ['Underwritten by certain syndicates at Lloyd’s', `Lydford House, Okehampton, Devon EX20 4BH · 01822 ${digits(rng, 6)}`],
      right: ['POLICY SCHEDULE', `Issued ${fd(addDays(start, -rng.int(3, 20)), 'uk')}`],
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['Policy number', no],
        ['Policyholder', n],
        ['Address', `${st}, ${town}`],
        ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')}`],
        ['Vehicle', `${c.built} ${c.name}`],
        ['Registration', plateUk(rng, c.built)],
        ['Cover', 'Comprehensive'],
        ['Agreed value', `£${num(value, 'en')}`],
        ['Use', 'Social, domestic and pleasure; club events'],
        ['Mileage limit', `${num(rng.pick([1500, 3000, 5000]), 'en').slice(0, -3)} miles per annum`],
        ['Policy excess', `£${num(excess, 'en')}`],
        ['Drivers', 'Policyholder and spouse'],
      ],
      cols: 2,
    },
    {
      t: 'table',
      widths: [330, 193],
      heads: ['Premium', '£'],
      rows: [
        ['Annual premium', num(prem, 'en')],
        [`Insurance Premium Tax at ${ipt}%`, num(tax, 'en')],
        ['Total payable', num(total, 'en')],
      ],
      right: [1],
      bold: [2],
    },
    { t: 'h', text: 'ENDORSEMENTS APPLICABLE TO THIS POLICY', size: 7.5 },
    {
      t: 'small',
      paras: [
        `E01 Agreed value. In the event of total loss we will pay the agreed value shown in the schedule less the policy excess. The agreed value is based on the valuation dated ${fd(addDays(start, -rng.int(30, 700)), 'uk')} and must be renewed every three years.`,
        `E04 Spare parts. Spare parts belonging to the insured vehicle are covered against fire and theft whilst kept in the policyholder’s locked garage up to £1,500 in any one period of insurance, subject to an excess of £50.`,
        `E07 Windscreen. Damage to the windscreen or windows is covered without affecting the no claim discount, subject to an excess of £75 where a replacement is fitted.`,
        `E12 Club events. Cover extends to club rallies, concours and track parades not exceeding 50 mph; timed events, sprints and hill-climbs are excluded.`,
        `E15 European use. Cover applies in any EU country for up to 90 days in any period of insurance. Breakdown recovery is included up to a limit of £2,000 per claim.`,
      ],
      columns: 2,
      size: 5.8,
    },
    { t: 'h', text: 'GENERAL EXCLUSIONS', size: 7.5 },
    {
      t: 'small',
      paras: [
        `We will not pay for: loss or damage arising from wear and tear, mechanical, electrical, electronic or computer failures or breakdowns; depreciation or loss of use; any amount exceeding the agreed value; loss or damage while the vehicle is being used for hire or reward, racing, pace-making or speed testing; loss or damage caused by pressure waves from aircraft; any liability assumed by agreement which would not have attached in the absence of such agreement.`,
        `This schedule must be read together with the policy wording (reference LCV/${y - 1}/03) and any endorsements shown above. Please check it carefully and tell us immediately if anything is incorrect. The cancellation charge is £35 plus a pro-rata premium for the period on cover.`,
      ],
      columns: 1,
      size: 5.8,
    },
  ];
  return doc(renderSheet(blocks), 'en', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: 'Comprehensive',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
}

/** A US collector-car declarations page with the coverages, fees and a full page of endorsements. */
export function usDeclarationsLong(rng: Random): Generated {
  const start = rng.date(1998, 2025);
  const end = yearEnd(start);
  const y = Number(start.slice(0, 4));
  const c = car(rng, y - 25);
  const [n, st, town] = personEn(rng);
  const ded = rng.pick([0, 100, 250, 500]);
  const value = rng.int(15, 150) * 1000;
  const bi = r2(rng.int(40, 160));
  const pd = r2(rng.int(20, 80));
  const um = r2(rng.int(10, 40));
  const av = r2(value * 0.0045);
  const fee = r2(rng.pick([2, 3.5, 5]));
  const total = r2(bi + pd + um + av + fee);
  const no = `CV${digits(rng, 8)}`;
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'Keystone Collector Auto Insurance Company',
      sub: ['PERSONAL COLLECTOR VEHICLE POLICY — DECLARATIONS', `P.O. Box ${rng.int(1000, 9999)}, Traverse City, MI 49685 · 1-800-555-0${rng.int(100, 199)}`],
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['Policy Number', no],
        ['Named Insured', n],
        ['Mailing Address', `${st}, ${town}`],
        ['Policy Period', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 A.M.`],
        ['Agent', `${rng.pick(['Heritage Agency', 'Lakeshore Insurance Group'])}, code ${digits(rng, 5)}`],
        ['Transaction', rng.pick(['New Business', 'Renewal'])],
      ],
      cols: 2,
    },
    {
      t: 'table',
      widths: [40, 80, 200, 120, 83],
      heads: ['Veh', 'Year', 'Make / Model', 'VIN', 'Agreed Value'],
      rows: [['1', String(c.built), c.name, c.chassis, `$${num(value, 'en').slice(0, -3)}`]],
      right: [4],
    },
    {
      t: 'table',
      widths: [230, 150, 60, 83],
      heads: ['Coverage', 'Limits', 'Deductible', 'Premium'],
      rows: [
        ['Bodily Injury Liability', '$100,000 / $300,000', '', num(bi, 'en')],
        ['Property Damage Liability', '$100,000 each accident', '', num(pd, 'en')],
        ['Uninsured/Underinsured Motorist', '$100,000 / $300,000', '', num(um, 'en')],
        ['Agreed Value Physical Damage (Comprehensive and Collision)', 'Agreed value', `$${ded}`, num(av, 'en')],
        ['Policy fee', '', '', num(fee, 'en')],
        ['TOTAL POLICY PREMIUM', '', '', `$${num(total, 'en')}`],
      ],
      right: [3],
      bold: [5],
    },
    { t: 'h', text: 'DRIVERS', size: 7.5 },
    {
      t: 'table',
      widths: [200, 90, 110, 123],
      heads: ['Driver', 'Date of birth', 'Licence state', 'Status'],
      rows: [
        [n, fd(`${y - rng.int(35, 70)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'us'), town.split(', ')[1]?.slice(0, 2) ?? 'MI', 'Rated'],
        [personEn(rng)[0], fd(`${y - rng.int(30, 70)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'us'), 'MI', 'Listed'],
      ],
      size: 6.8,
    },
    { t: 'h', text: 'DISCOUNTS APPLIED AND OTHER INFORMATION', size: 7.5 },
    {
      t: 'para',
      text: `Club membership discount 10% (${rng.pick(['AACA', 'CCCA', 'Mustang Club of America', 'NCRS'])} member since ${y - rng.int(2, 25)}); multi-vehicle discount 15%; secure storage credit. Garaging address as above. Loss payee: none. Prior policy ${`CV${digits(rng, 8)}`} expired ${fd(addDays(start, -1), 'us')}. Premium was $${num(r2(total * (0.9 + rng.next() * 0.15)), 'en')} for the prior term.`,
      size: 6.6,
    },
    { t: 'h', text: 'FORMS AND ENDORSEMENTS', size: 7.5 },
    {
      t: 'small',
      paras: [
        `CV 01 (Agreed Value Coverage). In the event of a total loss we will pay the agreed value shown in the declarations without deduction for depreciation. Partial losses are paid on the basis of repair cost; the deductible shown applies to each loss.`,
        `CV 06 (Spare Parts). We will pay up to $2,500 for spare parts of a covered auto while kept at your residence. A $100 deductible applies to each loss.`,
        `CV 09 (Limited Use). Covered autos may not be used for commuting, business, or as a primary means of transportation. Use is limited to club activities, exhibitions, parades and occasional pleasure driving. Total annual mileage may not exceed 2,500 miles.`,
        `CV 12 (Towing and Labor). We will pay up to $500 per disablement for towing to the nearest qualified repair facility. Flatbed towing is required for collector vehicles.`,
        `CV 15 (Inflation Guard). The agreed value will be increased by 4% at each renewal unless you instruct us otherwise in writing at least 30 days before ${fd(end, 'us')}.`,
        `EXCLUSIONS. We do not provide coverage for any vehicle while used in any racing, speed or timed contest; while being restored or repaired, unless the loss is caused by fire or theft; for mechanical or electrical breakdown; for loss due to wear and tear, freezing, or road damage to tires.`,
        `This declarations page, together with the policy jacket PP ${rng.int(10, 99)} 01 (${y - 2} edition) and the endorsements listed, completes your policy. Premium is fully earned if cancelled within the first 30 days; minimum earned premium $50.`,
      ],
      columns: 2,
      size: 5.8,
    },
    { t: 'sig', items: [`Countersigned ${fd(addDays(start, -rng.int(2, 15)), 'us')}`, 'Authorized Representative'] },
  ];
  const t: Generated['truth'] = {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: 'Agreed Value',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (ded > 0) t.deductible = ded;
  return doc(renderSheet(blocks), 'en', t);
}

/** A 1970s British motor policy: the schedule, the certificate wording and the policy's conditions, one page. */
export function ukSeventiesPolicy(rng: Random): Generated {
  const start = rng.date(1966, 1982);
  const end = addDays(yearEnd(start), -1);
  const y = Number(start.slice(0, 4));
  const c = car(rng, y);
  const [n, st] = personEn(rng);
  const prem = r2(rng.int(18, 95) + rng.pick([0, 0.5, 0.25]));
  const ncd = rng.pick([0, 20, 30, 40, 50, 60]);
  const net = r2(prem * (1 - ncd / 100));
  const no = `${letters(rng, 2)} ${digits(rng, 6)}`;
  const blocks: Block[] = [
    { t: 'head', title: 'THE NORTHERN COUNTIES MOTOR INSURANCE CO. LTD.', sub: ['Head Office: Grey Street, Newcastle upon Tyne 1'], align: 'center', size: 11 },
    { t: 'line', text: 'MOTOR POLICY — SCHEDULE', bold: true, size: 10 },
    {
      t: 'pairs',
      pairs: [
        ['Policy No.', no],
        ['The Insured', n],
        ['Address', `${st}, ${rng.pick(['Durham', 'Hexham', 'Alnwick', 'Morpeth'])}`],
        ['Period of Insurance', `From ${fd(start, 'uklong')} to ${fd(end, 'uklong')}`],
        ['Description of Vehicle', `${c.name}, ${c.built}`],
        ['Registration Mark', plateUk(rng, Math.min(c.built, 1982))],
        ['Cover', 'Third Party, Fire and Theft'],
        ['Use', 'Social, domestic and pleasure; business use by the insured in person'],
      ],
      cols: 1,
    },
    {
      t: 'table',
      widths: [330, 193],
      heads: ['Premium', '£'],
      rows: [
        ['Annual premium', num(prem, 'en')],
        [`Less No Claim Discount ${ncd}%`, num(r2(prem - net), 'en')],
        ['Premium payable', num(net, 'en')],
      ],
      right: [1],
      bold: [2],
    },
    { t: 'h', text: 'CERTIFICATE OF INSURANCE (Road Traffic Acts 1960 to 1974)', size: 7.5 },
    {
      t: 'para',
      text: `I/We hereby certify that the Policy to which this Certificate relates satisfies the requirements of the relevant law applicable in Great Britain, Northern Ireland, the Isle of Man, the Island of Guernsey, the Island of Jersey and the Island of Alderney. Persons or classes of persons entitled to drive: the Policyholder; any other person driving on the Policyholder's order or with his permission provided that the person driving holds a licence to drive the vehicle.`,
      size: 6.5,
    },
    { t: 'h', text: 'CONDITIONS', size: 7.5 },
    {
      t: 'small',
      paras: [
        `1. Notice. Every notice or communication to be given to the Company under this Policy shall be in writing. 2. Claims procedure. Written notice with full particulars shall be given to the Company as soon as possible after the occurrence of any accident, loss or damage.`,
        `3. Care of vehicle. The Insured shall take all reasonable steps to safeguard the vehicle from loss or damage and to maintain it in efficient condition. 4. Cancellation. The Company may cancel this Policy by sending seven days’ notice by registered letter; the Insured shall be entitled to a pro rata return of premium.`,
        `5. Theft excess. The Insured shall bear the first £10 of any claim for loss by theft of the vehicle or its accessories. 6. Foreign travel. Cover may be extended to the Continent of Europe on payment of an additional premium of £3 for each period of 15 days.`,
        `7. No Claim Discount. If no claim has been made under this Policy during the period of insurance the renewal premium shall be reduced as follows: one year 20%, two years 30%, three years 40%, four years or more 50%, subject to a maximum of 60% after five claim-free years from ${y - 5}.`,
        `8. Arbitration. All differences arising out of this Policy shall be referred to the decision of an Arbitrator to be appointed in writing by the parties in difference.`,
      ],
      columns: 1,
      size: 6,
    },
    { t: 'sig', items: [`Signed at Newcastle ${fd(addDays(start, -rng.int(2, 12)), 'uklong')}`, 'For the Company — General Manager'] },
  ];
  return doc(renderSheet(blocks, { serif: true, frame: true }), 'en', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: 'Third Party, Fire and Theft',
    premium: net,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

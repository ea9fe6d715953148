/** Insurers' and brokers' letters: the policy number in the reference line, the cover, period and premium in prose. */
import { addDays, doc, fd, num, r2 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { atLong, deLong, deName, deStreet, digits, dm, enName, enStreet, letter, letters, ordUk, theOf } from './kit';

const nextYear = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;
const firstOf = (rng: Random, from: number, to: number) => `${rng.int(from, to)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;

/** A German insurer's Bestätigungsschreiben (1974–1998): "Unser Zeichen" is the policy number, all else in sentences. */
export function versicherungsBestaetigung(rng: Random): Generated {
  const start = firstOf(rng, 1974, 1998);
  const end = nextYear(start);
  const date = addDays(start, -rng.int(5, 25));
  const c = deName(rng);
  const policy = `${digits(rng, 2)}-${digits(rng, 6)}-${digits(rng, 1)}`;
  const full = rng.chance(0.5);
  const cover = full ? 'Vollkasko' : 'Teilkasko';
  const sb = full ? rng.pick([300, 650, 1000]) : rng.pick([150, 300]);
  const net = r2(rng.int(250, 1400) + rng.pick([0, 0.4, 0.8]));
  const taxRate = start < '1989' ? 7 : start < '1993' ? 10 : start < '1995' ? 12 : 15;
  const tax = r2((net * taxRate) / 100);
  const premium = r2(net + tax);
  const insurer = rng.pick(['Allgemeine Versicherungs-AG', 'Kraftverkehrs-Versicherung a. G.', 'Rheinland Feuer- und Kraftfahrt-Versicherung AG']);
  const short = `${rng.pick(['Nordstern', 'Colonia', 'Gerling', 'Victoria'])} ${insurer}`;
  const p = letter({
    head: { align: 'left', lines: [short, `Bezirksdirektion ${rng.pick(['Köln', 'Düsseldorf', 'Dortmund'])} · ${deStreet(rng)}`], big: 13, rule: true },
    sender: `${short.split(' ')[0]} · Postfach ${digits(rng, 4)} · ${digits(rng, 4)} ${rng.pick(['Köln', 'Düsseldorf', 'Dortmund'])}`,
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 4)} ${rng.pick(['Bergisch Gladbach', 'Neuss', 'Unna', 'Hürth'])}`],
    refs: {
      kind: 'din',
      cells: [
        ['Ihr Zeichen', ''],
        ['Ihre Nachricht vom', fd(addDays(date, -8), 'de')],
        ['Unser Zeichen', policy],
        ['Datum', fd(date, 'de')],
      ],
    },
    subject: [
      `Ihr Kraftfahrzeug ${rng.pick(['Mercedes-Benz 190 E', 'Porsche 924', 'VW Golf Cabriolet', 'BMW 323i'])}, amtl. Kennzeichen ${letters(rng, 2)}-${letters(rng, 2)} ${rng.int(10, 999)}`,
    ],
    salutation: `${c.greet},`,
    body: [
      `wir danken Ihnen für Ihren Antrag und bestätigen Ihnen gern, dass für das oben genannte Fahrzeug vom ${deLong(start)} an Versicherungsschutz in der Kraftfahrzeug-Haftpflichtversicherung und in der ${cover}versicherung besteht. In der ${cover}versicherung gilt eine Selbstbeteiligung von DM ${dm(sb)} je Schadenfall.`,
      `Der Vertrag ist zunächst bis zum ${deLong(end)} abgeschlossen und verlängert sich jeweils um ein Jahr, wenn er nicht drei Monate vor Ablauf gekündigt wird. Für diesen Zeitraum beträgt der Beitrag DM ${num(net, 'de')} zuzüglich ${taxRate} % Versicherungsteuer von DM ${num(tax, 'de')}, insgesamt also DM ${num(premium, 'de')}.`,
      'Den Versicherungsschein mit den Allgemeinen Bedingungen für die Kraftfahrtversicherung (AKB) erhalten Sie in den nächsten Tagen gesondert. Bitte geben Sie bei allen Zuschriften unser Zeichen an.',
    ],
    closing: ['Mit freundlichen Grüßen', short.split(' ').slice(0, 2).join(' ')],
    signer: [`i. A. ${deName(rng).last}`, 'Kraftfahrt-Abteilung'],
    footer: [`Vorsitzender des Aufsichtsrats: Dr. ${deName(rng).full} · Sitz ${rng.pick(['Köln', 'Düsseldorf'])} · HRB ${digits(rng, 4)}`],
  });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** An Austrian insurer's renewal letter with the Prämie (2002–2024): Polizzennummer in the reference lines. */
export function praemienSchreibenAT(rng: Random): Generated {
  const start = firstOf(rng, 2002, 2024);
  const end = addDays(nextYear(start), -1);
  const date = addDays(start, -rng.int(20, 40));
  const c = deName(rng);
  const policy = `${rng.int(10, 99)}-OT-${digits(rng, 7)}`;
  const net = r2(rng.int(120, 700) + rng.pick([0, 0.5, 0.2]));
  const tax = r2(net * 0.11);
  const premium = r2(net + tax);
  const sb = rng.pick([200, 300, 500]);
  const insurer = `${rng.pick(['Donau', 'Alpenländische', 'Tiroler', 'Kärntner'])} Versicherung AG`;
  const p = letter({
    head: {
      align: 'right',
      lines: [insurer, 'Oldtimer-Service', `${deStreet(rng)}, ${rng.pick(['1010 Wien', '6020 Innsbruck', '9020 Klagenfurt'])}`],
      big: 14,
    },
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 4)} ${rng.pick(['Baden', 'Schwaz', 'Villach', 'Mödling'])}`],
    refs: { kind: 'lines', right: true, lines: [`Polizzennummer: ${policy}`, `Sachbearbeiter: ${deName(rng).last}`, `Wien, ${fd(date, 'de')}`] },
    subject: ['Ihre Oldtimer-Versicherung — Prämienvorschreibung für das kommende Versicherungsjahr'],
    salutation: `${c.greet},`,
    body: [
      `wir freuen uns, Ihre Oldtimerversicherung für Ihren ${rng.pick(['Steyr-Puch 650 TR', 'Mercedes 220 S Ponton', 'Jaguar Mk X', 'Fiat 500 L'])} auch im nächsten Jahr weiterführen zu dürfen. Versichert sind die Haftpflicht und die Teilkasko zum vereinbarten Fahrzeugwert; in der Teilkasko tragen Sie einen Selbstbehalt von EUR ${num(sb, 'de')}.`,
      `Das neue Versicherungsjahr beginnt am ${atLong(start)} und endet am ${atLong(end)}. Die Jahresprämie beträgt EUR ${num(net, 'de')} zuzüglich 11 % Versicherungssteuer (EUR ${num(tax, 'de')}), zu zahlen sind daher EUR ${num(premium, 'de')}. Bei Einziehungsauftrag wird der Betrag zum Fälligkeitstag von Ihrem Konto abgebucht.`,
      'Bitte prüfen Sie, ob der vereinbarte Fahrzeugwert noch dem Marktwert entspricht. Eine Anpassung ist jederzeit mit einem aktuellen Bewertungsgutachten möglich.',
    ],
    closing: ['Mit freundlichen Grüßen', insurer],
    signGap: 18,
    signer: ['Ihr Oldtimer-Service-Team'],
    footer: [`${insurer} · Sitz Wien · FN ${digits(rng, 6)}k · DVR ${digits(rng, 7)} · Aufsicht: Finanzmarktaufsicht`],
  });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Teilkasko',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A Swiss insurer's confirmation (1990–2024) for a Veteranenfahrzeug: Vollkasko, Selbstbehalt, Stempelabgabe. */
export function veteranenPoliceCH(rng: Random): Generated {
  const start = firstOf(rng, 1990, 2024);
  const end = addDays(nextYear(start), -1);
  const date = addDays(start, -rng.int(3, 15));
  const c = deName(rng);
  const policy = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const net = r2(rng.int(300, 1600) + rng.pick([0, 0.4, 0.6]));
  const stamp = r2(net * 0.05);
  const premium = r2(net + stamp);
  const sb = rng.pick([500, 1000, 2000]);
  const insurer = `${rng.pick(['Helvetia', 'Basler', 'Zürich', 'Mobiliar'])} Versicherungen`;
  const p = letter({
    head: {
      align: 'left',
      lines: [insurer, `Generalagentur ${rng.pick(['Winterthur', 'Aarau', 'Luzern', 'Chur'])}`, `${deStreet(rng).replace('ß', 'ss')}`],
      big: 14,
    },
    to: [
      c.anrede === 'Frau' ? 'Frau' : 'Herr',
      c.full,
      deStreet(rng).replace('ß', 'ss'),
      `${digits(rng, 4)} ${rng.pick(['Frauenfeld', 'Baden', 'Zug', 'Davos'])}`,
    ],
    toX: 320,
    refs: { kind: 'lines', lines: [`Police Nr. ${policy}`, `${rng.pick(['Winterthur', 'Aarau', 'Luzern', 'Chur'])}, ${deLong(date)}`] },
    subject: ['Bestätigung Ihrer Motorfahrzeugversicherung'],
    salutation: `${c.greet.replace('ß', 'ss')}`,
    body: [
      `Gerne bestätigen wir Ihnen den Abschluss der Versicherung für Ihr Veteranenfahrzeug ${rng.pick(['Alfa Romeo 1750 GTV', 'Volvo Amazon 122 S', 'Triumph Spitfire Mk IV', 'Mercedes-Benz 280 SE 3.5 Cabriolet'])}. Versichert sind die Haftpflicht und die Vollkasko zum vereinbarten Wert; der Selbstbehalt in der Vollkasko beträgt CHF ${num(sb, 'ch')}.`,
      `Die Versicherung gilt vom ${deLong(start)} bis ${deLong(end)}. Die Prämie für diese Periode beläuft sich auf CHF ${num(net, 'ch')}; zuzüglich der eidgenössischen Stempelabgabe von 5 % (CHF ${num(stamp, 'ch')}) ergibt sich ein Betrag von CHF ${num(premium, 'ch')}. Die Rechnung folgt separat.`,
      'Die Police mit den Allgemeinen Versicherungsbedingungen senden wir Ihnen in den nächsten Tagen zu.',
    ],
    closing: ['Freundliche Grüsse', insurer],
    signer: [`${deName(rng).full}`, 'Kundenberater'],
  });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Vollkasko',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A UK classic-car broker's renewal letter (1992–2024): policy number as "Our ref", IPT, agreed value and excess. */
export function ukRenewalLetter(rng: Random): Generated {
  const start = rng.date(1992, 2024);
  const end = addDays(nextYear(start), -1);
  const date = addDays(start, -rng.int(14, 30));
  const c = enName(rng);
  const policy = `${letters(rng, 3)}/${digits(rng, 6)}/${digits(rng, 2)}`;
  const net = r2(rng.int(90, 480) + rng.pick([0, 0.5, 0.25]));
  const iptRate =
    start < '1994-10'
      ? 0
      : start < '1997-04'
        ? 2.5
        : start < '1999-07'
          ? 4
          : start < '2011-01'
            ? 5
            : start < '2015-11'
              ? 6
              : start < '2016-10'
                ? 9.5
                : start < '2017-06'
                  ? 10
                  : 12;
  const ipt = r2((net * iptRate) / 100);
  const premium = r2(net + ipt);
  const excess = rng.pick([100, 150, 250]);
  const value = rng.int(8, 60) * 1000;
  const broker = `${rng.pick(['Footman', 'Peter James', 'Heritage', 'Lancaster'])} Classic Insurance`;
  const p = letter({
    head: {
      align: 'center',
      lines: [
        broker,
        `${enStreet(rng)}, ${rng.pick(['Ilkeston DE7', 'Coventry CV1', 'Romsey SO51'])} ${digits(rng, 1)}${letters(rng, 2)} · 0800 ${digits(rng, 3)} ${digits(rng, 4)}`,
      ],
      big: 15,
    },
    to: [c.formal, enStreet(rng), rng.pick(['Derby', 'Solihull', 'Winchester', 'Harrogate'])],
    refs: { kind: 'lines', lines: [`Our ref: ${policy}`, `Your ref: ${c.last.toUpperCase()}`, `Date: ${fd(date, 'uk')}`] },
    subject: ['Your classic car insurance — renewal'],
    salutation: `${c.greet},`,
    body: [
      `Your policy for the ${rng.pick(['1967 Sunbeam Tiger', '1972 Triumph GT6 Mk3', '1964 Jaguar Mk 2', '1970 Ford Capri 3000 GT'])} is due for renewal and we are pleased to invite you to renew on the terms below.`,
      `Cover will remain Comprehensive on an agreed value of £${num(value, 'en')}, with a limited mileage of 3,000 miles a year and an accidental damage excess of £${excess}. The period of insurance runs from ${ordUk(start)} to ${ordUk(end)}, both days inclusive.`,
      iptRate
        ? `The renewal premium is £${num(net, 'en')} plus Insurance Premium Tax at ${iptRate}% (£${num(ipt, 'en')}), a total of £${num(premium, 'en')}. If you pay by direct debit you need do nothing; your new certificate will follow.`
        : `The renewal premium is £${num(premium, 'en')}. If you pay by direct debit you need do nothing; your new certificate will follow.`,
      'Please let us know before the renewal date if anything has changed, for example a new address, modifications to the car or a change in how it is garaged.',
    ],
    closing: ['Yours sincerely,'],
    signer: [`${enName(rng).full}`, 'Renewals Team'],
    after: ['Enclosures: Statement of Fact, Policy Wording'],
    footer: [
      `${broker} is a trading name of ${broker.split(' ')[0]} Insurance Brokers Ltd, authorised and regulated by the Financial Conduct Authority (FRN ${digits(rng, 6)})`,
    ],
  });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Comprehensive',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
}

/** A US collector-car insurer's confirmation letter (1978–2010): agreed value, deductible, term and premium in sentences. */
export function usCollectorConfirmation(rng: Random): Generated {
  const start = rng.date(1978, 2010);
  const end = nextYear(start);
  const c = enName(rng);
  const policy = `${letters(rng, 2)}${digits(rng, 7)}`;
  const premium = r2(rng.int(90, 900) + rng.pick([0, 0.5]));
  const deductible = rng.pick([100, 250, 500]);
  const value = rng.int(10, 90) * 1000;
  const insurer = `${rng.pick(['Condon', 'American Collectors', 'Grundy', 'Heacock'])} ${rng.pick(['Insurance Agency', 'Insurance Company', 'Insurance Services'])}`;
  const p = letter({
    head: {
      align: 'left',
      lines: [insurer, `${enStreet(rng)}, ${rng.pick(['Pennsauken, New Jersey', 'Horsham, Pennsylvania', 'Lakeland, Florida'])}`],
      big: 14,
      serif: true,
    },
    to: [`${c.title}. ${c.full}`, enStreet(rng), rng.pick(['Cherry Hill, NJ 08002', 'Doylestown, PA 18901', 'Winter Haven, FL 33880'])],
    date: fd(start, 'uslong'),
    serif: true,
    subject: [`Re: Policy No. ${policy}`],
    salutation: `Dear ${c.title}. ${c.last}:`,
    body: [
      `This will confirm that your ${rng.pick(['1955 Chevrolet 210 Delray', '1941 Lincoln Zephyr', '1967 Shelby GT500', '1931 Ford Model A Roadster'])} has been added to your collector vehicle policy. Coverage is written on an Agreed Value basis of $${num(value, 'en')}, which is the amount we will pay in the event of a total loss, with a $${deductible} deductible for physical damage claims.`,
      `The policy period runs from ${fd(start, 'uslong')} to ${fd(end, 'uslong')}, 12:01 A.M. standard time. The annual premium for this vehicle is $${num(premium, 'en')}, which will appear on your next statement.`,
      'Please remember that the vehicle may be used only for exhibitions, club activities, parades and occasional pleasure driving, and must be kept in a locked garage when not in use.',
    ],
    closing: ['Very truly yours,'],
    signer: [`${enName(rng).full}`, 'Underwriting Department'],
  });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Agreed Value',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible,
  });
}

/** An Irish broker's cover letter (1983–2014): Third Party, Fire and Theft, no excess stated, the premium with levy. */
export function irishBrokerLetter(rng: Random): Generated {
  const start = rng.date(1983, 2014);
  const end = addDays(nextYear(start), -1);
  const c = enName(rng);
  const euro = start >= '2002';
  const sym = euro ? '€' : 'IR£';
  const policy = `${letters(rng, 1)}${digits(rng, 2)}/${digits(rng, 5)}`;
  const net = r2(rng.int(80, 420) + rng.pick([0, 0.5]));
  const levy = r2((net * 3) / 100);
  const premium = r2(net + levy);
  const broker = `${rng.pick(['O’Connell', 'Fitzgerald', 'Daly', 'Hegarty'])} Insurances Ltd`;
  const p = letter({
    head: {
      align: 'right',
      lines: [
        broker,
        'Insurance Brokers',
        `${rng.pick(['South Mall, Cork', 'Eyre Square, Galway', 'O’Connell Street, Limerick'])} · Tel. 0${digits(rng, 2)}-${digits(rng, 6)}`,
      ],
      big: 14,
    },
    to: [c.formal, rng.pick(['Ardnagashel', 'Rockfield House', 'Lisheen']), rng.pick(['Bantry, Co. Cork', 'Oranmore, Co. Galway', 'Adare, Co. Limerick'])],
    refs: { kind: 'lines', lines: [`Our Ref: ${policy}`, `Date: ${ordUk(start)}`] },
    salutation: `${c.greet},`,
    body: [
      `We have pleasure in confirming that we have arranged cover on your ${rng.pick(['1961 Morris Minor Traveller', '1968 Volkswagen 1500', '1972 Hillman Imp', '1959 Ford Anglia'])} under a vintage car policy with ${rng.pick(['Hibernian', 'Irish National', 'FBD'])} Insurance, policy number ${policy}, for Third Party, Fire and Theft.`,
      `Cover runs from ${theOf(start)} to ${theOf(end)}. The premium for the year is ${sym}${num(net, 'en')}, and with the Government levy of 3% (${sym}${num(levy, 'en')}) the amount due is ${sym}${num(premium, 'en')}. We enclose the Certificate of Insurance and the disc for your windscreen.`,
      'Kindly let us have your cheque at your convenience.',
    ],
    closing: ['Yours faithfully,', `for ${broker}`],
    signer: [enName(rng).full],
    after: ['Encl.: Certificate of Insurance, Insurance Disc'],
  });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Third Party, Fire and Theft',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** German-language workshop letters: the bill told in the letter's sentences, now and then a short list inside. */
import { addDays, doc, fd, num, r05, r2, vatCH, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { atLong, deLong, deName, deStreet, digits, dm, letter, letters } from './kit';

const km = (n: number) => num(n, 'de').slice(0, -3);

/** A Mercedes dealer's Anschreiben of the 1970s/80s: the jobs as a dashed list, the charges in one paragraph. */
export function autohausAnschreiben(rng: Random): Generated {
  const date = rng.date(1972, 1989);
  const done = addDays(date, -rng.int(1, 4));
  const c = deName(rng);
  const car = rng.pick(['Mercedes-Benz 280 SE', 'Mercedes-Benz 230.6', 'Mercedes-Benz 250 CE', 'Mercedes-Benz 450 SLC', 'Mercedes-Benz 200 D']);
  const mileage = rng.int(40, 240) * 1000 + rng.int(0, 999);
  const jobs = rng.some(
    [
      'Inspektion nach Wartungsplan durchgeführt',
      'Motoröl und Ölfilter gewechselt',
      'Zündkerzen und Unterbrecherkontakte erneuert',
      'Vorderachse vermessen und eingestellt',
      'Bremsbeläge vorn erneuert',
      'Kühlflüssigkeit geprüft und ergänzt',
      'Leerlauf und Zündzeitpunkt eingestellt',
      'Keilriemen erneuert',
    ],
    rng.int(3, 5),
  );
  const labor = r2(rng.int(180, 620) + rng.pick([0, 0.5]));
  const parts = r2(rng.int(80, 480) + rng.int(0, 99) / 100);
  const rate = vatDE(Number(date.slice(0, 4)));
  const net = r2(labor + parts);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  const town = rng.pick([
    ['Stuttgart', 'S'],
    ['Esslingen', 'ES'],
    ['Ludwigsburg', 'LB'],
  ]);
  const shop = `Autohaus ${rng.pick(['Kurz', 'Staiger', 'Mayer & Söhne', 'Widmann'])} GmbH`;
  const p = letter({
    head: {
      align: 'left',
      lines: [
        shop,
        'Mercedes-Benz Vertretung · Verkauf · Kundendienst · Ersatzteile',
        `${deStreet(rng)} · 7000 ${town[0]} · Telefon (07 11) ${digits(rng, 6)}`,
      ],
      rule: true,
    },
    sender: `${shop} · Postfach ${digits(rng, 3)} · 7000 ${town[0]}`,
    to: [c.anrede, c.full, deStreet(rng), `7${digits(rng, 3)} ${rng.pick(['Fellbach', 'Waiblingen', 'Kornwestheim', 'Böblingen'])}`],
    refs: {
      kind: 'din',
      cells: [
        ['Ihr Zeichen', '—'],
        ['Ihre Nachricht vom', fd(addDays(done, -5), 'de2')],
        ['Unser Zeichen', `KD/${letters(rng, 2)}`],
        ['Datum', fd(date, 'de')],
      ],
    },
    subject: [`Ihr ${car}, amtl. Kennzeichen ${town[1]}-${letters(rng, 2)} ${rng.int(10, 999)}`, `Rechnung Nr. ${digits(rng, 5)}`],
    salutation: `${c.greet},`,
    body: [
      `wir danken Ihnen für Ihren Auftrag. Am ${deLong(done)} haben wir an Ihrem Fahrzeug bei einem Kilometerstand von ${km(mileage)} km die folgenden Arbeiten ausgeführt:`,
      { list: jobs, bullet: '–' },
      `Für den Arbeitslohn berechnen wir DM ${dm(labor)}, für die verwendeten Ersatzteile und Schmierstoffe DM ${dm(parts)}. Zuzüglich ${rate} % Mehrwertsteuer in Höhe von DM ${dm(vat)} ergibt sich ein Rechnungsbetrag von DM ${dm(total)}.`,
      'Wir bitten Sie, den Betrag innerhalb von 14 Tagen ohne Abzug auf eines unserer unten genannten Konten zu überweisen. Für Rückfragen steht Ihnen unser Kundendienstberater jederzeit gerne zur Verfügung.',
    ],
    closing: ['Mit freundlichen Grüßen', shop],
    signer: [`i. A. ${rng.pick(['Reinhold', 'Günther', 'Erwin'])} ${rng.pick(['Maier', 'Kächele', 'Bühler'])}`, 'Kundendienstleiter'],
    footer: [
      `Kreissparkasse ${town[0]} (BLZ 611 500 20) Kto. ${digits(rng, 7)} · Postscheckamt Stuttgart Kto. ${digits(rng, 6)}-701`,
      `Amtsgericht ${town[0]} HRB ${digits(rng, 4)} · Geschäftsführer: ${deName(rng).full}`,
    ],
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: done,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs,
  });
}

/** A restorer's report-and-invoice letter (2005–2022): findings in paragraphs, the sums in a sentence, no list. */
export function restauratorBericht(rng: Random): Generated {
  const date = rng.date(2005, 2022);
  const c = deName(rng);
  const car = rng.pick(['Porsche 356 B Coupé', 'BMW 2002 tii', 'Mercedes-Benz 190 SL', 'VW Karmann Ghia Typ 14', 'Opel GT 1900']);
  const hours = rng.int(80, 420);
  const rate = rng.pick([58, 65, 72, 78, 85]);
  const labor = hours * rate;
  const parts = r2(rng.int(1200, 9800) + rng.int(0, 99) / 100);
  const net = r2(labor + parts);
  const vat = r2(net * 0.19 * (date < '2007' ? 16 / 19 : 1));
  const vr = date < '2007' ? 16 : 19;
  const total = r2(net + vat);
  const owner = `${rng.pick(['Matthias', 'Stefan', 'Uwe'])} ${rng.pick(['Kreutzer', 'Albrecht', 'Berger'])}`;
  const shop = `Karosserie- und Restaurierungsbetrieb ${owner.split(' ')[1]}`;
  const p = letter({
    head: {
      align: 'right',
      lines: [
        shop,
        `Meisterbetrieb seit ${rng.int(1968, 1995)}`,
        `${deStreet(rng)}, ${rng.pick(['72336 Balingen', '88212 Ravensburg', '94032 Passau', '37073 Göttingen'])}`,
        `Tel. 0${digits(rng, 4)} ${digits(rng, 5)} · info@${owner.split(' ')[1].toLowerCase()}-restaurierung.de`,
      ],
      serif: true,
      big: 13,
    },
    sender: `${owner.split(' ')[1]} Restaurierung · ${deStreet(rng)}`,
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 5)} ${rng.pick(['München', 'Augsburg', 'Ulm', 'Kempten'])}`],
    date: `${rng.pick(['Balingen', 'Ravensburg', 'Passau'])}, den ${deLong(date)}`,
    subject: [`Restaurierung Ihres ${car} — Abschlussbericht und Rechnung Nr. ${date.slice(0, 4)}-${digits(rng, 3)}`],
    salutation: `${c.greet},`,
    serif: true,
    body: [
      `nach ${rng.int(7, 22)} Monaten in unserer Werkstatt ist Ihr ${car} fertig. Wie besprochen fassen wir in diesem Schreiben zusammen, was wir vorgefunden und getan haben, und stellen Ihnen die Arbeiten zugleich in Rechnung.`,
      `Nach dem Entlacken zeigte sich die Karosserie in einem schlechteren Zustand als bei der ersten Besichtigung angenommen: Schweller, Radläufe hinten und der Bodenbereich unter der Batterie mussten vollständig erneuert werden. Die Türspalte haben wir neu eingepasst, das Fahrzeug anschließend grundiert, gefüllert und in der Originalfarbe ${rng.pick(['Elfenbein', 'Signalrot', 'Silbermetallic', 'Taiga', 'Baliblau'])} lackiert.`,
      `Der Motor wurde nicht geöffnet; wir haben lediglich Vergaser, Zündung und Ventilspiel eingestellt und sämtliche Dichtungen im Bereich der Karosserie erneuert. Die Probefahrt über ${rng.int(40, 120)} km verlief ohne Beanstandung.`,
      `Insgesamt haben wir ${hours} Arbeitsstunden zu je ${rate},00 EUR aufgewendet, zusammen ${num(labor, 'de')} EUR. Für Material und Ersatzteile berechnen wir ${num(parts, 'de')} EUR. Der Nettobetrag von ${num(net, 'de')} EUR zuzüglich ${vr} % Umsatzsteuer (${num(vat, 'de')} EUR) ergibt den Endbetrag von ${num(total, 'de')} EUR.`,
      'Die geleisteten Abschlagszahlungen sind hierin nicht berücksichtigt; eine Aufstellung erhalten Sie gesondert. Eine Fotodokumentation auf USB-Stick liegt bei.',
    ],
    closing: ['Mit freundlichen Grüßen aus der Werkstatt'],
    signer: [owner, 'Karosseriebaumeister'],
    after: ['Anlagen: Fotodokumentation, Materialaufstellung'],
    footer: [
      `Volksbank eG · IBAN DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)} · USt-IdNr. DE${digits(rng, 9)}`,
    ],
  });
  return doc(p, 'de', { documentType: 'service', shopName: shop, serviceDate: date, laborCost: labor, partsCost: parts, totalCost: total });
}

/** An Austrian garage's letter in Schilling (1985–2001), 20 % USt, the Kilometerstand and charges in sentences. */
export function grazerWerkstattBrief(rng: Random): Generated {
  const date = rng.date(1985, 2001);
  const c = deName(rng);
  const car = rng.pick(['Puch G 230', 'Steyr-Puch 500', 'VW Golf GTI', 'Mercedes 230 E', 'Opel Kadett C']);
  const mileage = rng.int(30, 260) * 1000 + rng.int(0, 999);
  const labor = rng.int(12, 90) * 100 + rng.pick([0, 50]);
  const parts = r2(rng.int(900, 14000) + rng.pick([0, 0.5, 0.9]));
  const net = r2(labor + parts);
  const vat = r2(net * 0.2);
  const total = r2(net + vat);
  const shop = `Kfz-Werkstätte ${rng.pick(['Pichler', 'Gruber', 'Steinbauer', 'Holzer'])} & Co.`;
  const p = letter({
    head: {
      align: 'center',
      lines: [
        shop,
        'Reparaturen aller Marken · Abschleppdienst · §-57a-Begutachtung',
        `${deStreet(rng)}, A-80${rng.int(10, 54)} Graz · Tel. 0316/${digits(rng, 6)}`,
      ],
    },
    to: [c.anrede, c.full, deStreet(rng), `80${rng.int(10, 99)} ${rng.pick(['Gleisdorf', 'Weiz', 'Leibnitz', 'Graz'])}`],
    date: `Graz, am ${atLong(date)}`,
    subject: [`Betrifft: Reparatur ${car}, Kennzeichen G ${rng.int(100, 999)}.${letters(rng, 2)}`],
    salutation: `${c.greet}!`,
    body: [
      `Wir erlauben uns, Ihnen für die an Ihrem Fahrzeug durchgeführte Reparatur folgenden Betrag in Rechnung zu stellen. Das Fahrzeug wurde am ${atLong(addDays(date, -rng.int(2, 6)))} mit einem Kilometerstand von ${km(mileage)} km übernommen und am ${atLong(date)} fahrbereit übergeben.`,
      `Ausgeführt wurden die Instandsetzung der Kupplung samt Ausrücklager, die Erneuerung des Auspuffs ab Vorschalldämpfer sowie die Überprüfung nach § 57a KFG. Die Arbeitszeit beläuft sich auf S ${num(labor, 'de')}, die eingebauten Ersatzteile auf S ${num(parts, 'de')}.`,
      `Zuzüglich 20 % Umsatzsteuer von S ${num(vat, 'de')} ergibt sich ein Gesamtbetrag von S ${num(total, 'de')}, den wir Sie innerhalb von acht Tagen auf unser Konto bei der Steiermärkischen Sparkasse einzuzahlen bitten. Ein Zahlschein liegt bei.`,
    ],
    closing: ['Hochachtungsvoll'],
    signer: [`${rng.pick(['Ing.', 'KR'])} ${rng.pick(['Franz', 'Josef', 'Alois'])} ${shop.split(' ')[1]}`],
    after: ['Beilage: Zahlschein'],
    footer: [`Steiermärkische Sparkasse Kto.-Nr. ${digits(rng, 9)}, BLZ 20815 · UID ATU${digits(rng, 8)} · FN ${digits(rng, 5)}k LG f. ZRS Graz`],
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
  });
}

/** A Swiss garage's letter (1995–2024) in CHF with MWST and rounding to five Rappen, a small table inside. */
export function zuercherGarageBrief(rng: Random): Generated {
  const date = rng.date(1995, 2024);
  const c = deName(rng);
  const car = rng.pick(['Alfa Romeo Giulia Super', 'Volvo P1800 S', 'Jaguar E-Type 4.2', 'Lancia Fulvia Coupé', 'Citroën DS 21']);
  const mileage = rng.int(20, 190) * 1000 + rng.int(0, 999);
  const labor = r2((rng.int(6, 40) * 145) / 2);
  const parts = r2(rng.int(300, 3200) + rng.pick([0.4, 0.65, 0.1, 0.85]));
  const rate = vatCH(Number(date.slice(0, 4)));
  const net = r2(labor + parts);
  const vat = r2((net * rate) / 100);
  const total = r05(net + vat);
  const rounding = r2(total - net - vat);
  const shop = `Garage ${rng.pick(['Seefeld', 'Bellerive', 'Hottingen', 'Wollishofen'])} AG`;
  const p = letter({
    head: {
      align: 'left',
      lines: [
        shop,
        'Klassische Automobile · Service und Reparatur',
        `${rng.pick(['Seefeldstrasse', 'Dufourstrasse', 'Forchstrasse'])} ${rng.int(10, 240)}, 8008 Zürich · Telefon 044 ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
      ],
      big: 14,
    },
    to: [
      c.anrede === 'Frau' ? 'Frau' : 'Herr',
      c.full,
      deStreet(rng).replace('ß', 'ss'),
      `8${digits(rng, 3)} ${rng.pick(['Küsnacht', 'Zollikon', 'Meilen', 'Thalwil'])}`,
    ],
    toX: 330,
    date: `Zürich, ${deLong(date)}`,
    dateAlign: 'left',
    subject: [`${car} — Service und Reparatur`],
    salutation: `${c.greet.replace('ß', 'ss')}`,
    body: [
      `Besten Dank für Ihren Auftrag. Ihr ${car} ist bereit zur Abholung. Bei einem Kilometerstand von ${km(mileage).replace('.', "'")} km haben wir den grossen Service ausgeführt, die Bremsflüssigkeit ersetzt, die Vergaser synchronisiert und die Handbremse nachgestellt. Auf der Probefahrt sind uns keine weiteren Mängel aufgefallen.`,
      'Für unsere Arbeit stellen wir Ihnen wie folgt Rechnung:',
      {
        table: [
          ['Arbeit', `CHF ${num(labor, 'ch')}`],
          ['Material und Ersatzteile', `CHF ${num(parts, 'ch')}`],
          [`MWST ${rate} %`, `CHF ${num(vat, 'ch')}`],
          ...(rounding ? ([['Rundung', `CHF ${num(rounding, 'ch')}`]] as [string, string][]) : []),
          ['Total', `CHF ${num(total, 'ch')}`],
        ],
        boldLast: true,
        ruleBeforeLast: true,
      },
      'Zahlbar innert 30 Tagen netto. Wir danken Ihnen für das Vertrauen und wünschen Ihnen weiterhin viel Freude mit Ihrem Wagen.',
    ],
    closing: ['Freundliche Grüsse', shop],
    signer: [`${rng.pick(['Urs', 'Beat', 'Reto'])} ${rng.pick(['Keller', 'Meier', 'Brunner'])}`, 'Werkstattchef'],
    footer: [
      `Zürcher Kantonalbank · IBAN CH${digits(rng, 2)} 0070 0${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 1)} · MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`,
    ],
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
  });
}

/** A Bosch-Dienst letter of the early 1960s: no tax line, one paragraph with the whole bill. */
export function boschDienstBrief(rng: Random): Generated {
  const date = rng.date(1956, 1967);
  const c = deName(rng);
  const car = rng.pick(['Borgward Isabella', 'Opel Rekord P2', 'VW 1200 Export', 'Ford Taunus 17 M', 'DKW Auto Union 1000']);
  const mileage = rng.int(15, 140) * 1000 + rng.int(0, 999);
  const labor = r2(rng.int(12, 95) + rng.pick([0, 0.5, 0.8]));
  const parts = r2(rng.int(18, 160) + rng.pick([0.2, 0.45, 0.9]));
  const total = r2(labor + parts);
  const shop = `${rng.pick(['Heinrich', 'Otto', 'Paul'])} ${rng.pick(['Wendt', 'Mertens', 'Sauer'])}, Bosch-Dienst`;
  const p = letter({
    head: {
      align: 'center',
      lines: [
        shop,
        'Autoelektrik · Lichtmaschinen · Anlasser · Einspritzpumpen',
        `${rng.pick(['Hannover', 'Bremen', 'Kassel'])}, ${deStreet(rng)} · Fernruf ${digits(rng, 5)}`,
      ],
      serif: true,
    },
    to: [c.anrede, c.full, deStreet(rng), rng.pick(['Celle', 'Verden/Aller', 'Hann. Münden', 'Peine'])],
    date: `den ${deLong(date)}`,
    serif: true,
    subject: ['Rechnung'],
    salutation: `${c.greet}!`,
    body: [
      `Ihren ${car} haben wir am ${deLong(date)} bei einem Tachostand von ${km(mileage)} km instand gesetzt. Die Lichtmaschine wurde zerlegt, gereinigt und mit neuen Kohlen versehen, der Regler neu eingestellt und die Batterie geladen und mit destilliertem Wasser aufgefüllt.`,
      `Der Lohn hierfür beträgt DM ${num(labor, 'de')}, das Material DM ${num(parts, 'de')}, zusammen also DM ${num(total, 'de')}. Wir bitten um baldige Überweisung auf unser Postscheckkonto.`,
    ],
    closing: ['Hochachtungsvoll!'],
    signer: [shop.split(',')[0]],
    footer: [`Postscheckkonto Hannover ${digits(rng, 5)} · Stadtsparkasse Kto. ${digits(rng, 4)}`],
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
  });
}

/** A 2015–2025 Porsche Classic partner's letter with a numbered list of jobs and parts in two short lists. */
export function classicPartnerBrief(rng: Random): Generated {
  const date = rng.date(2015, 2025);
  const c = deName(rng);
  const car = rng.pick(['Porsche 911 2.4 T', 'Porsche 912', 'Porsche 911 SC 3.0', 'Porsche 914/6', 'Porsche 964 Carrera 2']);
  const mileage = rng.int(40, 230) * 1000 + rng.int(0, 999);
  const jobs = rng.some(
    [
      'Jahresinspektion durchgeführt',
      'Motoröl und Ölfilter gewechselt',
      'Ventilspiel geprüft und eingestellt',
      'Bremsflüssigkeit erneuert',
      'Zündverteiler überholt',
      'Achsvermessung durchgeführt',
    ],
    4,
  );
  const partsList = rng.some(
    ['Ölfilter', 'Motoröl 20W-50, 11 Liter', 'Ventildeckeldichtungen (Satz)', 'Bremsflüssigkeit DOT 4', 'Verteilerkappe und Läufer', 'Zündkerzen (6 Stück)'],
    3,
  );
  const labor = r2(rng.int(6, 22) * 165.5);
  const parts = r2(rng.int(180, 1400) + rng.int(0, 99) / 100);
  const net = r2(labor + parts);
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  const shop = `Porsche Zentrum ${rng.pick(['Bodensee', 'Hohenlohe', 'Aachen', 'Oberpfalz'])}`;
  const p = letter({
    head: {
      align: 'right',
      lines: [
        shop,
        'Porsche Classic Partner',
        `${rng.pick(['Sportwagen', 'Premium'])} Automobile GmbH · ${deStreet(rng)} · ${digits(rng, 5)} ${rng.pick(['Friedrichshafen', 'Öhringen', 'Aachen', 'Regensburg'])}`,
      ],
      big: 14,
    },
    sender: `${shop} · ${deStreet(rng)}`,
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 5)} ${rng.pick(['Lindau', 'Heilbronn', 'Düren', 'Amberg'])}`],
    refs: {
      kind: 'din',
      cells: [
        ['Kunden-Nr.', digits(rng, 6)],
        ['Auftrag', digits(rng, 7)],
        ['Ansprechpartner', `${rng.pick(['M.', 'S.', 'T.'])} ${rng.pick(['Weber', 'Graf', 'Engel'])}`],
        ['Datum', fd(date, 'de')],
      ],
    },
    subject: [`Ihr ${car} — Rechnung zu Auftrag vom ${fd(addDays(date, -rng.int(3, 10)), 'de')}`],
    salutation: `${c.greet},`,
    size: 9.5,
    body: [
      `vielen Dank, dass Sie Ihren ${car} wieder in unsere Hände gegeben haben. Bei Annahme zeigte der Tacho ${km(mileage)} km. Folgende Arbeiten haben unsere Classic-Techniker ausgeführt:`,
      { list: jobs.map((j, i) => `${i + 1}. ${j}`), indent: 14 },
      'Verbaut wurden dabei:',
      { list: partsList, bullet: '•' },
      `Den Arbeitsaufwand berechnen wir mit ${num(labor, 'de')} €, die Teile mit ${num(parts, 'de')} €. Zuzüglich 19 % MwSt. (${num(vat, 'de')} €) ergibt sich ein Rechnungsbetrag von ${num(total, 'de')} €, fällig ohne Abzug bis zum ${fd(addDays(date, 14), 'de')}.`,
    ],
    closing: ['Mit sportlichen Grüßen'],
    signer: [`${rng.pick(['Markus', 'Jens', 'Tobias'])} ${rng.pick(['Weber', 'Graf', 'Engel'])}`, 'Serviceberater Porsche Classic'],
    footer: [
      `Sitz der Gesellschaft: ${rng.pick(['Friedrichshafen', 'Öhringen', 'Aachen'])} · Registergericht Amtsgericht HRB ${digits(rng, 6)} · USt-IdNr. DE${digits(rng, 9)}`,
      `Commerzbank AG · IBAN DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)} · BIC COBADEFFXXX`,
    ],
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: partsList,
  });
}

/** An engine builder's letter (1978–1998): an engine on the bench, so no mileage; the parts named in a list. */
export function motorenUeberholung(rng: Random): Generated {
  const date = rng.date(1978, 1998);
  const c = deName(rng);
  const engine = rng.pick(['VW-Käfer-Motor 1300 (Kennbuchstabe F)', 'BMW-Motor M10 (1800 ccm)', 'Mercedes-Motor M 180', 'Opel CIH-Motor 1,9 l']);
  const partsList = rng.some(
    [
      'Kolben und Zylinder (Satz) 2. Übermaß',
      'Pleuellager- und Hauptlagersatz',
      'Ventile Ein- und Auslass',
      'Ventilführungen',
      'Dichtungssatz komplett',
      'Ölpumpe',
      'Steuerkette mit Spanner',
    ],
    rng.int(3, 5),
  );
  const labor = r2(rng.int(8, 30) * 50 + rng.pick([0, 25]));
  const parts = r2(rng.int(400, 2100) + rng.int(0, 99) / 100);
  const rate = vatDE(Number(date.slice(0, 4)));
  const net = r2(labor + parts);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  const shop = `Motoren-${rng.pick(['Schubert', 'Kienle', 'Zimmermann'])} GmbH`;
  const p = letter({
    head: {
      align: 'left',
      lines: [
        shop,
        'Motoreninstandsetzung · Zylinderschleiferei · Kurbelwellen',
        `${deStreet(rng)} · ${digits(rng, 4)} ${rng.pick(['Wuppertal', 'Hagen', 'Remscheid'])} · Tel. 0202/${digits(rng, 6)}`,
      ],
    },
    sender: `${shop}, ${deStreet(rng)}`,
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 4)} ${rng.pick(['Solingen', 'Velbert', 'Witten'])}`],
    refs: { kind: 'lines', right: true, lines: [`Unser Zeichen: ${letters(rng, 2)}/${digits(rng, 3)}`, `Datum: ${fd(date, 'de')}`] },
    subject: [`Überholung Ihres ${engine}`],
    salutation: `${c.greet},`,
    body: [
      `den uns übergebenen Motor haben wir vollständig zerlegt, vermessen und instand gesetzt. Die Zylinder wurden auf das 2. Übermaß gehont, die Kurbelwelle geschliffen und die Zylinderköpfe plangefräst. Der Motor ist am ${deLong(date)} auf unserem Prüfstand eingelaufen und abholbereit.`,
      'An neuen Teilen haben wir eingebaut:',
      { list: partsList, bullet: '-', indent: 22 },
      `Die Ersatzteile kosten zusammen DM ${dm(parts)}. Für unsere Arbeit einschließlich Prüfstandlauf berechnen wir DM ${dm(labor)}. Mit ${rate} % Mehrwertsteuer (DM ${dm(vat)}) beträgt der Rechnungsbetrag DM ${dm(total)}.`,
      'Bitte beachten Sie unsere Einfahrvorschrift: die ersten 1.000 km nicht über 3.000 U/min, Ölwechsel nach 500 km.',
    ],
    closing: ['Mit freundlichem Gruß'],
    signer: [`${rng.pick(['Horst', 'Günter', 'Werner'])} ${shop.split(' ')[0].replace('Motoren-', '')}`, 'Kfz-Meister, Geschäftsführer'],
    footer: [`Stadtsparkasse Kto. ${digits(rng, 8)} (BLZ ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)}) · HRB ${digits(rng, 4)} Amtsgericht`],
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    partsUsed: partsList,
  });
}

/** A small Meisterbetrieb writing after the winter service (1990–2012): Kilometerstand, charges as a tiny table. */
export function winterserviceBrief(rng: Random): Generated {
  const date = rng.date(1990, 2012);
  const euro = date >= '2002';
  const cur = euro ? 'EUR' : 'DM';
  const c = deName(rng);
  const car = rng.pick(['Triumph TR6', 'MG B Roadster', 'Fiat 124 Spider', 'Alfa Spider 2000', 'Mercedes 280 SL']);
  const mileage = rng.int(30, 180) * 1000 + rng.int(0, 999);
  const labor = r2(rng.int(4, 14) * (euro ? 52 : 88));
  const parts = r2(rng.int(90, 700) + rng.int(0, 99) / 100);
  const rate = vatDE(Number(date.slice(0, 4)));
  const net = r2(labor + parts);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  const shop = `Kfz-Meisterbetrieb ${rng.pick(['Rolf', 'Dieter', 'Bernd'])} ${rng.pick(['Oswald', 'Janssen', 'Thiele'])}`;
  const p = letter({
    head: { align: 'left', lines: [shop, `${deStreet(rng)} · ${digits(rng, 5)} ${rng.pick(['Aurich', 'Leer', 'Jever', 'Norden'])}`], big: 13 },
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 5)} ${rng.pick(['Emden', 'Wittmund', 'Esens'])}`],
    date: fd(date, 'de'),
    salutation: `Lieber Herr ${c.last},`.replace('Lieber Herr', c.anrede === 'Frau' ? 'Liebe Frau' : 'Lieber Herr'),
    body: [
      `Ihr ${car} hat den Winter bei uns gut überstanden. Vor der Auslieferung haben wir, wie am Telefon besprochen, den Frühjahrsservice gemacht: Öl und Filter gewechselt, Batterie geladen, Bremsen gängig gemacht und den Reifendruck korrigiert. Der Kilometerstand bei Abgabe war ${km(mileage)} km.`,
      'Zusammengerechnet sieht das so aus:',
      {
        table: [
          ['Arbeitslohn', `${num(labor, 'de')} ${cur}`],
          ['Teile und Öl', `${num(parts, 'de')} ${cur}`],
          [`${rate} % MwSt.`, `${num(vat, 'de')} ${cur}`],
          ['zu zahlen', `${num(total, 'de')} ${cur}`],
        ],
        boldLast: true,
        ruleBeforeLast: true,
        x2: 360,
      },
      'Die Unterstellgebühr für die Wintermonate ist schon mit der Vorauszahlung erledigt. Sie können den Wagen ab Montag abholen, am besten nach telefonischer Absprache.',
    ],
    closing: ['Viele Grüße'],
    signGap: 14,
    signer: [shop.replace('Kfz-Meisterbetrieb ', '')],
    after: ['P.S. Die TÜV-Plakette läuft im Sommer ab — sollen wir einen Termin machen?'],
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
  });
}

/** A DDR Kfz-Reparaturbetrieb's letter (1976–1989) in Mark: the work and the sum in a sentence, no tax. */
export function pghReparaturBrief(rng: Random): Generated {
  const date = rng.date(1976, 1989);
  const c = deName(rng);
  const car = rng.pick(['Wartburg 353', 'Trabant 601 S', 'Lada 1500', 'Škoda 105 S', 'Dacia 1300']);
  const mileage = rng.int(20, 160) * 1000 + rng.int(0, 999);
  const labor = r2(rng.int(20, 180) + rng.pick([0, 0.4, 0.8]));
  const parts = r2(rng.int(15, 260) + rng.pick([0.1, 0.35, 0.6]));
  const total = r2(labor + parts);
  const shop = `PGH Kfz-Handwerk „${rng.pick(['Fortschritt', 'Vorwärts', 'Einheit'])}“ ${rng.pick(['Zwickau', 'Plauen', 'Meißen', 'Döbeln'])}`;
  const p = letter({
    head: {
      align: 'left',
      lines: [shop, 'Reparatur und Wartung von Kraftfahrzeugen · Vertragswerkstatt', `${deStreet(rng)} · Ruf ${digits(rng, 4)}`],
      big: 12,
    },
    to: [c.anrede === 'Frau' ? 'Frau' : 'Herrn', c.full, deStreet(rng), `${digits(rng, 4)} ${rng.pick(['Werdau', 'Reichenbach', 'Riesa', 'Oschatz'])}`],
    refs: { kind: 'lines', lines: [`Ihre Zeichen: —        Unsere Zeichen: Rep.-Auftr. ${digits(rng, 4)}        Datum: ${fd(date, 'de')}`] },
    subject: [`Reparatur Ihres PKW ${car}`],
    salutation: 'Werter Kunde!',
    body: [
      `Entsprechend Ihrem Auftrag wurde an Ihrem PKW ${car}, pol. Kennzeichen ${letters(rng, 2)} ${digits(rng, 2)}-${digits(rng, 2)}, bei ${km(mileage)} km die Durchsicht durchgeführt, die Kupplung nachgestellt und die vordere Bremsanlage instand gesetzt. Die Arbeiten wurden am ${deLong(date)} abgeschlossen.`,
      `Es werden berechnet: Arbeitslohn ${num(labor, 'de')} M, Material ${num(parts, 'de')} M, Gesamtbetrag ${num(total, 'de')} M. Der Betrag ist bei Abholung bar zu entrichten.`,
      'Wir weisen darauf hin, dass Ersatzteile für Ihren Fahrzeugtyp nur begrenzt zur Verfügung stehen; Altteile werden auf Wunsch ausgehändigt.',
    ],
    closing: ['Mit sozialistischem Gruß'],
    signer: [`${rng.pick(['Schmidt', 'Köhler', 'Richter'])}`, 'Meister'],
    footer: [
      `Bankverbindung: Sparkasse ${shop.split(' ').pop()} Kto.-Nr. ${digits(rng, 4)}-${digits(rng, 2)}-${digits(rng, 4)} · Betriebs-Nr. ${digits(rng, 8)}`,
    ],
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
  });
}

/** A Sattlerei's letter (1995–2020): interior retrim, the work in sentences, labour and material named, VAT. */
export function sattlereiBrief(rng: Random): Generated {
  const date = rng.date(1995, 2020);
  const euro = date >= '2002';
  const cur = euro ? '€' : 'DM';
  const c = deName(rng);
  const car = rng.pick(['Mercedes-Benz 300 SL Roadster', 'Jaguar XK 150', 'BMW 503', 'Citroën 11 CV', 'Austin-Healey 3000']);
  const labor = r2(rng.int(30, 120) * (euro ? 48 : 85));
  const parts = r2(rng.int(600, 4800) + rng.pick([0, 0.5]));
  const rate = vatDE(Number(date.slice(0, 4)));
  const net = r2(labor + parts);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  const shop = `Autosattlerei ${rng.pick(['Brückner', 'Lindemann', 'Hagedorn'])}`;
  const f = (n: number) => `${num(n, 'de')} ${cur}`;
  const p = letter({
    head: {
      align: 'center',
      lines: [shop, `Innenausstattungen · Verdecke · Lederarbeiten — ${deStreet(rng)}, ${digits(rng, 5)} ${rng.pick(['Bielefeld', 'Lemgo', 'Detmold'])}`],
      serif: true,
      big: 16,
    },
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 5)} ${rng.pick(['Gütersloh', 'Herford', 'Minden'])}`],
    date: `${rng.pick(['Bielefeld', 'Lemgo', 'Detmold'])}, ${fd(date, 'de')}`,
    subject: [`Rechnung Nr. ${digits(rng, 4)} — ${car}`],
    salutation: `${c.greet},`,
    serif: true,
    body: [
      `die Sitze, Türverkleidungen und der Himmel Ihres ${car} sind fertig. Wir haben die Sitze bis auf die Rahmen zerlegt, die Federkerne neu gepolstert und mit Connolly-Leder in ${rng.pick(['Rot', 'Cognac', 'Schwarz', 'Biskuit'])} nach Originalmuster bezogen; die Türverkleidungen wurden auf neue Träger aufgebaut, der Himmel in Wollstoff neu gespannt.`,
      `Für das Material (Leder, Schaumstoff, Kederband, Stoff) berechnen wir ${f(parts)}, für die Arbeit ${f(labor)}. Zusammen ergibt das netto ${f(net)}, zuzüglich ${rate} % Mehrwertsteuer von ${f(vat)}, also ${f(total)}.`,
      'Die ausgebauten Altteile haben wir für Sie aufbewahrt und legen sie bei Abholung in den Kofferraum.',
    ],
    closing: ['Mit freundlichen Grüßen'],
    signer: [`${rng.pick(['Heike', 'Norbert', 'Ralf'])} ${shop.split(' ')[1]}`, 'Sattlermeister'],
    footer: [`Sparkasse Kto. ${digits(rng, 9)} · Steuer-Nr. ${digits(rng, 3)}/${digits(rng, 4)}/${digits(rng, 4)}`],
  });
  return doc(p, 'de', { documentType: 'service', shopName: shop, serviceDate: date, laborCost: labor, partsCost: parts, totalCost: total });
}

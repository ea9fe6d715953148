/** English-language workshop letters (UK, US, IE, AU): the bill told in sentences, a short list or table now and then. */
import { doc, fd, num, r2, vatIE, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { cap, digits, enName, enStreet, letter, letters, ordUk, ordUs, theOf, wordsEn } from './kit';

const mi = (n: number) => num(n, 'en').slice(0, -3);
const gbp = (n: number) => `£${num(n, 'en')}`;
const usd = (n: number) => `$${num(n, 'en')}`;

/** A Jaguar specialist's letter (1976–1998): "we have now completed the overhaul … our charges for labour come to …". */
export function jaguarOverhaulLetter(rng: Random): Generated {
  const date = rng.date(1976, 1998);
  const c = enName(rng);
  const car = rng.pick(['Jaguar XJ6 4.2', 'Jaguar Mk 2 3.8', 'Jaguar E-Type Series 2', 'Jaguar XJ-S V12', 'Daimler Sovereign']);
  const mileage = rng.int(40, 160) * 1000 + rng.int(0, 999);
  const labor = r2(rng.int(30, 160) * 10 + rng.pick([0, 5]));
  const parts = r2(rng.int(200, 1900) + rng.int(0, 99) / 100);
  const rate = vatUK(Number(date.slice(0, 4)));
  const net = r2(labor + parts);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  const shop = `${rng.pick(['Coombs', 'Guy Salmon', 'Henlys', 'Forward'])} ${rng.pick(['(Guildford) Ltd', 'of Bath Ltd', 'Motors Ltd'])}`;
  const p = letter({
    head: {
      align: 'center',
      lines: [
        shop,
        'Jaguar · Daimler · Main Dealers',
        `${enStreet(rng)}, ${rng.pick(['Guildford, Surrey GU1', 'Bath BA2', 'Leamington Spa CV32'])} ${digits(rng, 1)}${letters(rng, 2)} · Telephone ${digits(rng, 4)} ${digits(rng, 5)}`,
      ],
      serif: true,
    },
    to: [c.formal, enStreet(rng), rng.pick(['Godalming', 'Frome', 'Warwick', 'Farnham']), rng.pick(['Surrey', 'Somerset', 'Warwickshire'])],
    refs: { kind: 'lines', lines: [`Our ref: WS/${letters(rng, 2)}/${digits(rng, 4)}`, 'Your ref:'] },
    date: theOf(date).replace(/^the /, '').replace(' of ', ' '),
    serif: true,
    salutation: `${c.greet},`,
    subject: [`${car} — Registration ${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}`],
    body: [
      `We have now completed the overhaul of your ${car}, which came in with the odometer reading ${mi(mileage)} miles. The cylinder head was removed, the valves reground and the head gasket renewed; the front suspension was rebushed throughout and the brake calipers overhauled. The car was road tested on ${theOf(date)} and is ready for collection.`,
      `Our charges for labour come to ${gbp(labor)} and the parts used amount to ${gbp(parts)}, making ${gbp(net)} before tax. Value Added Tax at ${rate}% adds ${gbp(vat)}, so that the total due is ${gbp(total)}.`,
      'We should be grateful if you would settle the account on collection. Should you have any questions about the work, please do not hesitate to telephone our Service Manager.',
    ],
    closing: ['Yours sincerely,', `for ${shop}`],
    signer: [`${rng.pick(['R.', 'A.', 'D.'])} ${rng.pick(['Pendleton', 'Oakes', 'Langford'])}`, 'Service Manager'],
    footer: [
      `Registered in England No. ${digits(rng, 6)} · VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)} · Directors: ${enName(rng).full}, ${enName(rng).full}`,
    ],
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
  });
}

/** A US restoration shop's letter (1985–2015): "Dear Bob", the work as a list, sales tax on parts only. */
export function usRestorationLetter(rng: Random): Generated {
  const date = rng.date(1985, 2015);
  const c = enName(rng);
  const car = rng.pick(['1957 Chevrolet Bel Air', '1965 Ford Mustang', '1969 Pontiac GTO', '1963 Corvette Sting Ray', '1956 Ford Thunderbird']);
  const mileage = rng.int(20, 120) * 1000 + rng.int(0, 999);
  const jobs = rng.some(
    [
      'Rebuilt carburetor and set idle',
      'Replaced fuel pump',
      'Flushed cooling system, new hoses',
      'Relined rear brakes',
      'Replaced front wheel bearings',
      'Tuned up: points, plugs, condenser, timing',
    ],
    4,
  );
  const labor = r2(rng.int(8, 40) * rng.pick([45, 55, 65, 75]));
  const parts = r2(rng.int(120, 900) + rng.int(0, 99) / 100);
  const taxRate = rng.pick([6, 6.25, 7, 8.25]);
  const tax = r2((parts * taxRate) / 100);
  const total = r2(labor + parts + tax);
  const shop = `${rng.pick(['Hollister', 'Dutch', 'Carolina', 'Ridgeway'])} Classic Restorations`;
  const p = letter({
    head: {
      align: 'left',
      lines: [
        shop,
        `${enStreet(rng)} · ${rng.pick(['Lancaster, PA 17601', 'Statesville, NC 28677', 'Waco, TX 76701', 'Dayton, OH 45402'])}`,
        `(${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`,
      ],
      big: 16,
    },
    to: [`${c.title}. ${c.full}`, enStreet(rng), rng.pick(['York, PA 17403', 'Hickory, NC 28601', 'Temple, TX 76501', 'Xenia, OH 45385'])],
    date: fd(date, 'uslong'),
    dateAlign: 'left',
    salutation: `Dear ${c.first},`,
    body: [
      `Your ${car} is finished and running like a top. When it came in the odometer showed ${mi(mileage)} miles. Here is what we did:`,
      { list: jobs, bullet: '*' },
      `Labor came to ${usd(labor)} and parts to ${usd(parts)}. With ${taxRate}% sales tax on the parts (${usd(tax)}) your total is ${usd(total)}.`,
      `You can pick it up any weekday between 8 and 5. We take checks or cash. Thanks again for your business${rng.chance(0.5) ? ' — it was a pleasure working on such a nice original car' : ''}.`,
    ],
    closing: ['Sincerely,'],
    signer: [`${rng.pick(['Dale', 'Earl', 'Rusty', 'Gary'])} ${shop.split(' ')[0]}`, 'Owner'],
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs,
  });
}

/** An Irish garage's letter (1979–2015) in punts or euro, VAT at the Irish rate, the sums in one paragraph. */
export function irishGarageLetter(rng: Random): Generated {
  const date = rng.date(1979, 2015);
  const euro = date >= '2002';
  const sym = euro ? '€' : 'IR£';
  const c = enName(rng);
  const car = rng.pick(['Ford Cortina Mk III', 'Morris Minor 1000', 'Volkswagen Beetle 1300', 'Triumph Herald 13/60', 'Hillman Avenger']);
  const mileage = rng.int(30, 150) * 1000 + rng.int(0, 999);
  const labor = r2(rng.int(6, 50) * (euro ? 12 : 5));
  const parts = r2(rng.int(40, 600) + rng.int(0, 99) / 100);
  const rate = vatIE(Number(date.slice(0, 4)));
  const net = r2(labor + parts);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  const shop = `${rng.pick(['Brennan', 'Quinlan', 'Murphy', 'Kavanagh'])}'s Garage`;
  const m = (n: number) => `${sym}${num(n, 'en')}`;
  const p = letter({
    head: {
      align: 'right',
      lines: [
        shop,
        `Main Street, ${rng.pick(['Thurles, Co. Tipperary', 'Ballinasloe, Co. Galway', 'Carrick-on-Shannon, Co. Leitrim', 'Mallow, Co. Cork'])}`,
        `Tel. (0${digits(rng, 2)}) ${digits(rng, 5)}`,
      ],
      big: 14,
    },
    to: [
      `${c.title} ${c.full}`,
      rng.pick(['Knockmore', 'Ballyvaughan Road', 'The Green', 'Church View']),
      rng.pick(['Templemore', 'Portumna', 'Drumshanbo', 'Buttevant']),
    ],
    date: ordUk(date),
    salutation: `${c.greet},`,
    body: [
      `Further to your telephone call, I am writing to let you know that the work on your ${car} is now done. The mileage when the car came in was ${mi(mileage)}. We renewed the clutch and the exhaust system, adjusted the brakes all round and gave her a full service.`,
      `The labour comes to ${m(labor)} and the parts to ${m(parts)}, which with VAT at ${rate}% (${m(vat)}) makes a total of ${m(total)}.`,
      'You can call for the car whenever it suits you. If it is easier for you, you may pay by cheque by post and we will have the car left out for you.',
    ],
    closing: ['Yours faithfully,'],
    signer: [`${rng.pick(['Seán', 'Michael', 'Tom', 'Pádraig'])} ${shop.split("'")[0]}`, 'Proprietor'],
    footer: [`VAT No. IE ${digits(rng, 7)}${letters(rng, 1)} · Bankers: ${rng.pick(['Bank of Ireland', 'Allied Irish Banks'])}, Main Street`],
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
  });
}

/** An Australian mechanic's letter (2001–2024) with GST 10 %, kilometres, a small table of charges. */
export function aussieMechanicLetter(rng: Random): Generated {
  const date = rng.date(2001, 2024);
  const c = enName(rng);
  const car = rng.pick(['Holden HQ Monaro', 'Ford XY Falcon GT', 'Holden FJ', 'Valiant VG Pacer', 'Toyota FJ40 LandCruiser']);
  const kms = rng.int(60, 390) * 1000 + rng.int(0, 999);
  const labor = r2(rng.int(3, 25) * rng.pick([95, 110, 120]));
  const parts = r2(rng.int(100, 1800) + rng.int(0, 99) / 100);
  const net = r2(labor + parts);
  const gst = r2(net * 0.1);
  const total = r2(net + gst);
  const shop = `${rng.pick(['Bayside', 'Southern Cross', 'Red Gum', 'Gumtree'])} Motor Works Pty Ltd`;
  const a = (n: number) => `$${num(n, 'en')}`;
  const p = letter({
    head: {
      align: 'left',
      lines: [
        shop,
        `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
        `${enStreet(rng)}, ${rng.pick(['Geelong VIC 3220', 'Newcastle NSW 2300', 'Toowoomba QLD 4350', 'Bendigo VIC 3550'])} · ph (0${digits(rng, 1)}) ${digits(rng, 4)} ${digits(rng, 4)}`,
      ],
      big: 14,
      rule: true,
    },
    to: [`${c.title} ${c.full}`, enStreet(rng), rng.pick(['Torquay VIC 3228', 'Maitland NSW 2320', 'Dalby QLD 4405', 'Castlemaine VIC 3450'])],
    refs: { kind: 'lines', right: true, lines: [fd(date, 'uk'), `Tax invoice ${digits(rng, 5)}`] },
    subject: [`Re: your ${car}`],
    salutation: `G'day ${c.first},`,
    body: [
      `Just a note to let you know the ${car} is done. Odometer on arrival was ${mi(kms)} km. We replaced the water pump and thermostat, re-cored the radiator, fitted new fan belts and sorted the oil leak at the rear main seal. Test drive was fine, temp gauge sits right in the middle now.`,
      'Here is the damage:',
      {
        table: [
          ['Labour', a(labor)],
          ['Parts', a(parts)],
          ['GST', a(gst)],
          ['Total (incl. GST)', a(total)],
        ],
        boldLast: true,
        ruleBeforeLast: true,
        x2: 380,
      },
      `EFT details are at the bottom of the page. Please pay within 7 days, and ring me if you want us to drop the car round.`,
    ],
    closing: ['Cheers,'],
    signGap: 20,
    signer: [`${rng.pick(['Shane', 'Darren', 'Bruce', 'Kylie'])} ${rng.pick(['Mitchell', 'Nguyen', 'O’Brien', 'Walsh'])}`, 'Workshop Manager'],
    footer: [`BSB ${digits(rng, 3)}-${digits(rng, 3)} Acc ${digits(rng, 8)} · Licensed Motor Repairer MVRL ${digits(rng, 5)}`],
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: kms,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
  });
}

/** A coachbuilder's report-and-invoice letter (1988–2020), UK: findings, then labour and materials named, VAT. */
export function coachworksReportLetter(rng: Random): Generated {
  const date = rng.date(1988, 2020);
  const c = enName(rng);
  const car = rng.pick(['Austin-Healey 3000 Mk III', 'Triumph TR4A', 'Aston Martin DB6', 'Bentley S2', 'MGA Twin Cam']);
  const hours = rng.int(60, 300);
  const rate = rng.pick([22, 28, 35, 42, 48]);
  const labor = hours * rate;
  const parts = r2(rng.int(600, 5400) + rng.int(0, 99) / 100);
  const vr = vatUK(Number(date.slice(0, 4)));
  const net = r2(labor + parts);
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const shop = `${rng.pick(['Fairfax', 'Ashdown', 'Wolds'])} Coachworks`;
  const p = letter({
    head: {
      align: 'right',
      lines: [
        shop,
        'Restoration of Fine Motor Cars',
        `The Old Forge, ${rng.pick(['Market Weighton, East Yorkshire', 'Tetbury, Gloucestershire', 'Uppingham, Rutland'])}`,
      ],
      serif: true,
      big: 16,
    },
    to: [c.formal, enStreet(rng), rng.pick(['Beverley', 'Cirencester', 'Oakham', 'Stamford'])],
    date: ordUk(date),
    dateAlign: 'left',
    serif: true,
    subject: [`Report and account — ${car}`],
    salutation: `${c.greet},`,
    body: [
      `I am pleased to report that the bodywork on your ${car} is now complete. As you know, when the car was stripped we found that both inner and outer sills had been plated over at some time in the past, and the rear wheel arches were largely filler. These have been replaced with new panels and the door gaps set to within a sixteenth of an inch.`,
      `The shell was then taken back to bare metal, etched, primed and painted in two-pack ${rng.pick(['Old English White', 'British Racing Green', 'Healey Blue', 'Carmine Red'])}, flatted and polished. All brightwork has been refitted with new seals and clips.`,
      `In all the work took ${hours} hours, which at our rate of ${gbp(rate)} per hour comes to ${gbp(labor)}. Panels, paint and materials amount to ${gbp(parts)}. To the total of ${gbp(net)} we must add VAT at ${vr}%, ${gbp(vat)}, which brings the account to ${gbp(total)}.`,
      'A folder of photographs taken at each stage is enclosed with this letter. We would be glad to see the car again for its first check-over in six months.',
    ],
    closing: ['With kind regards,', 'Yours sincerely,'],
    signer: [`${rng.pick(['Jonathan', 'Martin', 'Nigel'])} ${rng.pick(['Heywood', 'Rudd', 'Ellerby'])}`, 'Proprietor'],
    after: ['Enc. Photographic record'],
    footer: [
      `VAT Registration ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)} · Payment by cheque or bank transfer, sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`,
    ],
  });
  return doc(p, 'en', { documentType: 'service', shopName: shop, serviceDate: date, laborCost: labor, partsCost: parts, totalCost: total });
}

/** A US machine shop's letter (1970–1995): engine work, no mileage, one paragraph, tax on parts. */
export function machineShopLetter(rng: Random): Generated {
  const date = rng.date(1970, 1995);
  const c = enName(rng);
  const engine = rng.pick(['Chevrolet 327 V8', 'Ford 289 V8', 'Chrysler 383 B engine', 'Buick 401 Nailhead', 'Cadillac 390']);
  const labor = r2(rng.int(6, 30) * 25);
  const parts = r2(rng.int(150, 800) + rng.int(0, 99) / 100);
  const taxRate = rng.pick([4, 5, 6]);
  const tax = r2((parts * taxRate) / 100);
  const total = r2(labor + parts + tax);
  const shop = `${rng.pick(['Keller', 'Swanson', 'Boyd'])} Machine & Engine, Inc.`;
  const p = letter({
    head: {
      align: 'center',
      lines: [
        shop,
        'Cylinder Boring · Crank Grinding · Valve Work · Balancing',
        `${enStreet(rng)}, ${rng.pick(['Des Moines, Iowa', 'Omaha, Nebraska', 'Wichita, Kansas'])} · Phone ${digits(rng, 3)}-${digits(rng, 4)}`,
      ],
      big: 15,
    },
    to: [`${c.title}. ${c.full}`, `R.R. ${rng.int(1, 5)}, Box ${rng.int(10, 300)}`, rng.pick(['Ames, Iowa', 'Lincoln, Nebraska', 'Salina, Kansas'])],
    date: fd(date, 'uslong'),
    salutation: `Dear ${c.title}. ${c.last}:`,
    body: [
      `This will confirm that we completed the rebuild of your ${engine} on ${fd(date, 'uslong')}. The block was hot tanked and bored .030 over, the crankshaft ground .010/.010, the heads given a three-angle valve job with new guides and seals, and the rotating assembly balanced.`,
      `Our labor charge is ${usd(labor)}. Parts, including pistons, rings, bearings, cam and lifters and a full gasket set, come to ${usd(parts)}, plus ${taxRate}% state sales tax on parts of ${usd(tax)}, for a total of ${usd(total)}.`,
      'Please remember to prime the oil pump before first start-up and to break the cam in at 2,000 rpm for twenty minutes.',
    ],
    closing: ['Very truly yours,'],
    signer: [`${rng.pick(['Harold', 'Vern', 'Lloyd'])} ${shop.split(' ')[0]}`, 'President'],
  });
  return doc(p, 'en', { documentType: 'service', shopName: shop, serviceDate: date, laborCost: labor, partsCost: parts, totalCost: total });
}

/** A British marque specialist (2005–2024): a service letter with a list of jobs and a list of parts and the totals. */
export function marqueSpecialistLetter(rng: Random): Generated {
  const date = rng.date(2005, 2024);
  const c = enName(rng);
  const car = rng.pick(['Morgan Plus 4', 'Triumph Stag', 'MG Midget 1500', 'Lotus Elan S4', 'Sunbeam Alpine Series V']);
  const mileage = rng.int(20, 120) * 1000 + rng.int(0, 999);
  const jobs = rng.some(
    [
      'Annual service carried out',
      'Engine oil and filter changed',
      'Gearbox and axle oil levels checked',
      'Front suspension lubricated',
      'Brake fluid changed',
      'Ignition timing set',
      'Carburettors balanced',
    ],
    4,
  );
  const partsList = rng.some(
    ['Oil filter', 'Engine oil 20W-50 (5 litres)', 'Spark plugs (set of 4)', 'Brake fluid DOT 4', 'Air filter elements (pair)', 'Rocker cover gasket'],
    3,
  );
  const labor = r2(rng.int(3, 10) * rng.pick([58, 65, 72]));
  const parts = r2(rng.int(60, 380) + rng.int(0, 99) / 100);
  const net = r2(labor + parts);
  const vat = r2((net * vatUK(Number(date.slice(0, 4)))) / 100);
  const total = r2(net + vat);
  const vr = vatUK(Number(date.slice(0, 4)));
  const shop = `${rng.pick(['Beacon', 'Downland', 'Malvern Hills', 'Peak'])} ${car.split(' ')[0]} Centre`;
  const p = letter({
    head: {
      align: 'left',
      lines: [
        shop,
        `${enStreet(rng)}, ${rng.pick(['Lewes BN7', 'Ledbury HR8', 'Buxton SK17', 'Ludlow SY8'])} ${digits(rng, 1)}${letters(rng, 2)} · 01${digits(rng, 3)} ${digits(rng, 6)} · www.${shop.toLowerCase().replace(/ /g, '')}.co.uk`,
      ],
      big: 14,
    },
    to: [c.formal, enStreet(rng), rng.pick(['Haywards Heath', 'Hereford', 'Bakewell', 'Shrewsbury'])],
    refs: {
      kind: 'lines',
      right: true,
      lines: [`Invoice ${digits(rng, 5)}`, `Date: ${fd(date, 'uk')}`, `Reg: ${letters(rng, 3)} ${rng.int(10, 999)}${letters(rng, 1)}`],
    },
    salutation: `${c.greet},`,
    size: 9.5,
    body: [
      `Thank you for bringing your ${car} in for its service. The mileage recorded on arrival was ${mi(mileage)}. We carried out the following:`,
      { list: jobs, bullet: '–' },
      'and fitted these parts:',
      { list: partsList, bullet: '–' },
      `Labour totals ${gbp(labor)} and parts ${gbp(parts)}. Adding VAT at ${vr}% of ${gbp(vat)}, the amount due is ${gbp(total)}. We noted slight play in the offside track rod end; it is not an MOT failure yet, but we suggest replacing it at the next visit.`,
    ],
    closing: ['Kind regards,'],
    signGap: 22,
    signer: [`${rng.pick(['Emma', 'Phil', 'Stuart'])} ${rng.pick(['Royle', 'Denton', 'Hague'])}`, 'Service Reception'],
    footer: [
      `${shop} is a trading name of ${shop.split(' ')[0]} Sports Cars Ltd, registered in England and Wales no. ${digits(rng, 8)} · VAT GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    ],
  });
  return doc(p, 'en', {
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

/** A US dealer's letter of the late 1950s/60s: the service manager writes, labor and parts in one sentence, no tax. */
export function cadillacDealerLetter(rng: Random): Generated {
  const date = rng.date(1955, 1968);
  const c = enName(rng);
  const car = rng.pick(['Cadillac Sedan de Ville', 'Cadillac Coupe de Ville', 'Buick Roadmaster', 'Oldsmobile 98', 'Lincoln Continental']);
  const mileage = rng.int(8, 70) * 1000 + rng.int(0, 999);
  const labor = r2(rng.int(12, 80) + rng.pick([0, 0.5]));
  const parts = r2(rng.int(8, 120) + rng.int(0, 99) / 100);
  const total = r2(labor + parts);
  const shop = `${rng.pick(['Don Allen', 'Galpin', 'Hub', 'Casey'])} ${car.split(' ')[0]}, Inc.`;
  const p = letter({
    head: {
      align: 'center',
      lines: [shop, `${enStreet(rng)} · ${rng.pick(['Pittsburgh 13, Pa.', 'Hartford 5, Conn.', 'St. Louis 8, Mo.'])} · MUseum 1-${digits(rng, 4)}`],
      serif: true,
      big: 17,
    },
    to: [`${c.title}. ${c.full}`, enStreet(rng), rng.pick(['Sewickley, Pa.', 'West Hartford, Conn.', 'Clayton, Mo.'])],
    date: ordUs(date),
    serif: true,
    salutation: `Dear ${c.title}. ${c.last}:`,
    body: [
      `Thank you for permitting us to service your ${car}. At ${mi(mileage)} miles we performed the lubrication and oil change, rebuilt the carburetor, adjusted the brakes and replaced the front wiper blades, and we corrected the hesitation you mentioned by resetting the ignition timing.`,
      `The charge for labor is ${usd(labor)} and for parts and materials ${usd(parts)}, a total of ${usd(total)}. A statement will follow at the end of the month for your convenience, as with your other purchases.`,
      'It has been a pleasure to serve you, and we look forward to doing so again.',
    ],
    closing: ['Cordially yours,'],
    signer: [`${rng.pick(['Walter', 'Frank', 'George'])} ${rng.pick(['Kuhn', 'Becker', 'Sloane'])}`, 'Service Manager'],
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
  });
}

/** A mobile mechanic's printed e-mail-style letter (2016–2025), UK: not VAT registered, total only and the split in words. */
export function mobileMechanicLetter(rng: Random): Generated {
  const date = rng.date(2016, 2025);
  const c = enName(rng);
  const car = rng.pick(['MGB GT', 'Mini Cooper S Mk II', 'Land Rover Series IIA', 'Ford Escort Mk1', 'VW T2 Camper']);
  const mileage = rng.int(30, 99) * 1000 + rng.int(0, 999);
  const hours = rng.int(3, 9);
  const rate = rng.pick([40, 45, 50]);
  const labor = hours * rate;
  const parts = r2(rng.int(40, 320) + rng.int(0, 99) / 100);
  const total = r2(labor + parts);
  const name = `${rng.pick(['Danny', 'Lee', 'Chris', 'Mark'])} ${rng.pick(['Fielding', 'Oakley', 'Parr'])}`;
  const shop = `${name.split(' ')[1]} Mobile Classic Repairs`;
  const p = letter({
    head: {
      align: 'left',
      lines: [
        shop,
        `${rng.pick(['07700', '07811', '07923'])} ${digits(rng, 6)} · ${name.split(' ')[0].toLowerCase()}@${name.split(' ')[1].toLowerCase()}classics.co.uk`,
      ],
      big: 13,
    },
    to: [c.full, enStreet(rng), rng.pick(['Kendal LA9', 'Penrith CA11', 'Ulverston LA12'])],
    date: `${fd(date, 'uklong')}`,
    dateAlign: 'left',
    salutation: `Hi ${c.first},`,
    body: [
      `Thanks for having me over to look at the ${car}. For your records, this is what I did on your drive on ${theOf(date)}, with the clock showing ${mi(mileage)} miles: changed the oil and filter, new plugs and leads, re-set the points and timing, and freed off the sticking rear brake cylinder, which I replaced in the end.`,
      `That was ${hours} hours at ${gbp(rate)} an hour, so ${gbp(labor)} labour, plus ${gbp(parts)} for the parts (receipts attached). ${cap(wordsEn(Math.floor(total)))} pounds and ${Math.round((total % 1) * 100)} pence all in — ${gbp(total)}.`,
      "I'm not VAT registered so there's nothing to add. Bank transfer is easiest, details below. Give me a shout if the brake pulls at all once it's bedded in.",
    ],
    closing: ['Cheers,'],
    signGap: 16,
    signer: [name],
    after: ['P.S. Your tax runs out at the end of next month — historic vehicles still need to be taxed, even at nil.'],
    footer: [`Sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)} · Account ${digits(rng, 8)} · Ref: ${c.last.toUpperCase()}`],
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
  });
}

/** A 1960s–70s British country garage, letter with a small account of four lines in decimal pounds (1971–1985). */
export function countryGarageLetter(rng: Random): Generated {
  const date = rng.date(1974, 1985);
  const c = enName(rng);
  const car = rng.pick(['Rover P5B 3.5 Litre', 'Riley Elf', 'Wolseley 16/60', 'Humber Sceptre', 'Austin A40 Farina']);
  const mileage = rng.int(20, 110) * 1000 + rng.int(0, 999);
  const labor = r2(rng.int(5, 60) + rng.pick([0, 0.5, 0.75]));
  const parts = r2(rng.int(4, 90) + rng.int(0, 99) / 100);
  const vr = vatUK(Number(date.slice(0, 4)));
  const vat = r2(((labor + parts) * vr) / 100);
  const total = r2(labor + parts + vat);
  const shop = `${rng.pick(['Trebilcock', 'Pengelly', 'Hocking'])} & Son, Motor Engineers`;
  const p = letter({
    head: {
      align: 'left',
      lines: [shop, `${rng.pick(['Fore Street, St. Columb', 'Market Place, Launceston', 'Bridge Street, Lostwithiel'])}, Cornwall · Tel. ${digits(rng, 3)}`],
      serif: true,
      big: 13,
    },
    to: [c.formal, rng.pick(['Trevose', 'Rose Cottage', 'Penhallow Farm']), rng.pick(['Padstow', 'Camelford', 'Bodmin'])],
    date: theOf(date)
      .replace(/^the /, '')
      .replace(/^./, (s) => s.toUpperCase()),
    serif: true,
    salutation: `Dear Sir,`.replace('Sir', c.title === 'Mr' ? 'Sir' : 'Madam'),
    body: [
      `We beg to advise that your ${car} has been attended to and is ready. At a mileage of ${mi(mileage)} the car was given its ${rng.pick(['6,000', '12,000', '3,000'])} mile service; the dynamo was found to be charging poorly and has been exchanged.`,
      'Our account is as follows:',
      {
        table: [
          ['To labour', gbp(labor)],
          ['To parts and materials', gbp(parts)],
          [`V.A.T. at ${vr}%`, gbp(vat)],
          ['Total', gbp(total)],
        ],
        ruleBeforeLast: true,
        boldLast: true,
        x2: 400,
      },
      'Thanking you for your esteemed custom, we remain',
    ],
    closing: ['Yours faithfully,', `pp. ${shop.split(',')[0]}`],
    signer: [`${rng.pick(['W.', 'J.', 'H.'])} ${shop.split(' ')[0]}`],
  });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: mileage,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
  });
}

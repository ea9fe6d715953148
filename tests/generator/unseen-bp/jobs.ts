/**
 * What the places that keep youngtimers running do and fit, in both languages: the chains' themes (tyres, exhaust,
 * brakes, oil, battery), a dealer's service and an independent's repairs. Prices are net, in euros or dollars/pounds
 * of today; a family scales them to its year's currency.
 */
import { r2 } from '../paper-kit';
import type { Random } from '../random';
import { digits, letters, near, type Car, type Line } from './kit';

type Theme = 'tyres' | 'exhaust' | 'brakes' | 'oil' | 'battery' | 'wipers';
export const THEMES: Theme[] = ['tyres', 'exhaust', 'brakes', 'oil', 'battery', 'wipers'];

const TYRES = ['185/60 R14 82H', '195/65 R15 91V', '205/55 R16 91W', '205/60 R15 91V', '195/50 R15 82V', '225/50 R16 92W', '215/65 R16 98H'];

const code = (rng: Random) => `${digits(rng, 3)}${rng.pick(['', '-', '.'])}${digits(rng, 3)}`;

/** The lines of a chain's job, German or English, at `f` times today's net prices. */
export function chainLines(rng: Random, lang: 'de' | 'en', themes: Theme[], c: Car, f = 1): Line[] {
  const de = lang === 'de';
  const out: Line[] = [];
  const p = (n: number) => r2(near(rng, n, 0.15) * f);
  for (const t of themes) {
    if (t === 'tyres') {
      const size = rng.pick(TYRES);
      const brand = rng.pick([
        'Continental EcoContact',
        'Michelin Primacy',
        'Pirelli P6000',
        'Vredestein Sprint Classic',
        'Dunlop SP Sport',
        'Uniroyal RainSport',
        'Falken Sincera',
        'Hankook Kinergy',
      ]);
      const n = rng.pick([2, 4]);
      out.push({
        code: code(rng),
        desc: `${de ? 'Reifen' : 'Tyre'} ${size} ${brand}`,
        qty: n,
        unit: de ? 'Stk' : 'ea',
        price: p(89),
        disc: rng.chance(0.4) ? rng.pick([5, 10, 15]) : undefined,
        kind: 'part',
      });
      out.push({ code: code(rng), desc: de ? 'Ventil Gummi TR 413' : 'Valve TR413', qty: n, unit: de ? 'Stk' : 'ea', price: p(3.5), kind: 'part' });
      out.push({
        code: code(rng),
        desc: de ? 'Montage und Auswuchten je Rad' : 'Fit and balance per wheel',
        qty: n,
        unit: de ? 'Stk' : 'ea',
        price: p(14),
        kind: 'labour',
      });
      out.push({
        code: code(rng),
        desc: de ? 'Altreifenentsorgung' : 'Tyre disposal (environmental)',
        qty: n,
        unit: de ? 'Stk' : 'ea',
        price: p(3),
        kind: 'fee',
      });
    } else if (t === 'exhaust') {
      out.push({
        code: `${letters(rng, 2)}${digits(rng, 4)}`,
        desc: de ? `Endschalldämpfer ${c.make}` : `Rear silencer ${c.make}`,
        qty: 1,
        unit: de ? 'Stk' : 'ea',
        price: p(139),
        kind: 'part',
      });
      if (rng.chance(0.6))
        out.push({
          code: `${letters(rng, 2)}${digits(rng, 4)}`,
          desc: de ? 'Mittelschalldämpfer' : 'Centre silencer',
          qty: 1,
          unit: de ? 'Stk' : 'ea',
          price: p(119),
          kind: 'part',
        });
      out.push({
        code: code(rng),
        desc: de ? 'Montagesatz Auspuff (Schellen, Gummis)' : 'Exhaust fitting kit (clamps, rubbers)',
        qty: 1,
        unit: de ? 'Satz' : 'kit',
        price: p(19),
        kind: 'part',
      });
      out.push({
        code: code(rng),
        desc: de ? 'Auspuffanlage aus- und einbauen' : 'Remove and refit exhaust system',
        qty: 1,
        unit: de ? 'Pausch.' : 'job',
        price: p(65),
        kind: 'labour',
      });
    } else if (t === 'brakes') {
      out.push({
        code: `${letters(rng, 3)}${digits(rng, 4)}`,
        desc: de ? 'Bremsbeläge Vorderachse (Satz)' : 'Front brake pads (set)',
        qty: 1,
        unit: de ? 'Satz' : 'set',
        price: p(42),
        kind: 'part',
      });
      if (rng.chance(0.6))
        out.push({
          code: `${letters(rng, 3)}${digits(rng, 4)}`,
          desc: de ? 'Bremsscheibe vorne belüftet' : 'Front brake disc vented',
          qty: 2,
          unit: de ? 'Stk' : 'ea',
          price: p(38),
          kind: 'part',
        });
      out.push({
        code: code(rng),
        desc: de ? 'Bremsflüssigkeit DOT 4 1 l' : 'Brake fluid DOT 4 1L',
        qty: 1,
        unit: de ? 'Fl.' : 'btl',
        price: p(11),
        kind: 'part',
      });
      out.push({
        code: code(rng),
        desc: de ? 'Bremsen VA instand setzen' : 'Replace front pads/discs',
        qty: 1,
        unit: de ? 'Pausch.' : 'job',
        price: p(79),
        kind: 'labour',
      });
      if (rng.chance(0.5))
        out.push({
          code: code(rng),
          desc: de ? 'Bremsflüssigkeit wechseln' : 'Brake fluid change',
          qty: 1,
          unit: de ? 'Pausch.' : 'job',
          price: p(35),
          kind: 'labour',
        });
    } else if (t === 'oil') {
      const litres = rng.pick([4, 4.5, 5, 5.5, 6.5, 7]);
      out.push({
        code: code(rng),
        desc: de ? `Motoröl ${c.oil} mineralisch` : `Engine oil ${c.oil} mineral`,
        qty: litres,
        unit: de ? 'l' : 'L',
        price: p(12),
        kind: 'part',
      });
      out.push({
        code: `${rng.pick(['W', 'OC ', 'PH'])}${digits(rng, 3)}`,
        desc: de ? 'Ölfilter' : 'Oil filter',
        qty: 1,
        unit: de ? 'Stk' : 'ea',
        price: p(11),
        kind: 'part',
      });
      out.push({ code: code(rng), desc: de ? 'Ölablassschraube Dichtring' : 'Sump plug washer', qty: 1, unit: de ? 'Stk' : 'ea', price: p(1.2), kind: 'part' });
      out.push({
        code: code(rng),
        desc: de ? 'Ölwechsel mit Filter' : 'Oil and filter change',
        qty: 1,
        unit: de ? 'Pausch.' : 'job',
        price: p(29),
        kind: 'labour',
      });
      if (de) out.push({ code: code(rng), desc: 'Altölentsorgung', qty: 1, unit: 'Pausch.', price: p(4.5), kind: 'fee' });
    } else if (t === 'battery') {
      out.push({
        code: code(rng),
        desc: de ? `Starterbatterie 12V ${rng.pick([55, 63, 72, 88])}Ah` : `Battery 12V ${rng.pick(['063', '075', '096', '027'])}`,
        qty: 1,
        unit: de ? 'Stk' : 'ea',
        price: p(99),
        kind: 'part',
      });
      out.push({
        code: code(rng),
        desc: de ? 'Batterie prüfen und einbauen' : 'Test and fit battery',
        qty: 1,
        unit: de ? 'Pausch.' : 'job',
        price: p(15),
        kind: 'labour',
      });
      out.push({ code: code(rng), desc: de ? 'Batteriepfand' : 'Battery core charge', qty: 1, unit: de ? 'Stk' : 'ea', price: p(7.5), kind: 'fee' });
    } else {
      out.push({
        code: code(rng),
        desc: de ? `Wischerblatt ${rng.pick([450, 475, 500, 525])} mm` : `Wiper blade ${rng.pick([18, 19, 20, 21])}"`,
        qty: 2,
        unit: de ? 'Stk' : 'ea',
        price: p(12),
        kind: 'part',
      });
      out.push({
        code: code(rng),
        desc: de ? 'Glühlampe H4 12V 60/55W' : 'Bulb H4 12V 60/55W',
        qty: rng.int(1, 2),
        unit: de ? 'Stk' : 'ea',
        price: p(6),
        kind: 'part',
      });
    }
  }
  return out;
}

/** A dealer's scheduled service on a youngtimer: labour in time units and the parts of it. */
export interface Job {
  desc: string;
  /** Hours of labour. */
  hours: number;
}
export const SERVICE_DE: Job[] = [
  { desc: 'Inspektion nach Herstellervorgabe durchführen', hours: 2.2 },
  { desc: 'Motoröl und Ölfilter wechseln', hours: 0.5 },
  { desc: 'Zündkerzen erneuern', hours: 0.4 },
  { desc: 'Zahnriemen und Spannrolle erneuern', hours: 3.2 },
  { desc: 'Bremsflüssigkeit erneuern', hours: 0.6 },
  { desc: 'Ventilspiel prüfen und einstellen', hours: 1.4 },
  { desc: 'Luftfilter erneuern', hours: 0.2 },
  { desc: 'Kühlmittel erneuern, System entlüften', hours: 0.9 },
  { desc: 'Abgasuntersuchung (AU) durchgeführt', hours: 0.6 },
  { desc: 'Keilriemen erneuern', hours: 0.5 },
  { desc: 'Stoßdämpfer hinten erneuern', hours: 1.6 },
  { desc: 'Spur vermessen und einstellen', hours: 0.8 },
];
export const SERVICE_EN: Job[] = [
  { desc: 'Carry out major service to schedule', hours: 2.5 },
  { desc: 'Change engine oil and filter', hours: 0.5 },
  { desc: 'Renew spark plugs', hours: 0.4 },
  { desc: 'Renew timing belt and tensioner', hours: 3.0 },
  { desc: 'Renew brake fluid', hours: 0.6 },
  { desc: 'Check and adjust valve clearances', hours: 1.4 },
  { desc: 'Renew air filter', hours: 0.2 },
  { desc: 'Coolant flush and refill', hours: 0.9 },
  { desc: 'Renew auxiliary drive belts', hours: 0.5 },
  { desc: 'Replace rear shock absorbers', hours: 1.6 },
  { desc: 'Four-wheel alignment check and adjust', hours: 0.8 },
  { desc: 'Diagnose intermittent non-start, clean earth points', hours: 1.2 },
];
/** The parts a job needs, by its wording. */
export function partsFor(job: string, lang: 'de' | 'en', rng: Random, c: Car): { desc: string; qty: number; price: number }[] {
  const de = lang === 'de';
  const j = job.toLowerCase();
  const p = (n: number) => near(rng, n, 0.15);
  if (/ölwechsel|öl und|oil and filter/.test(j) || /motoröl/.test(j))
    return [
      { desc: de ? `Motoröl ${c.oil}` : `Engine oil ${c.oil}`, qty: rng.pick([4.5, 5, 5.5, 6]), price: p(13) },
      { desc: de ? 'Ölfilter' : 'Oil filter', qty: 1, price: p(12) },
    ];
  if (/zündkerzen|spark/.test(j)) return [{ desc: de ? 'Zündkerze Bosch W7DC' : 'Spark plug NGK BP6ES', qty: rng.pick([4, 6]), price: p(5.5) }];
  if (/zahnriemen|timing/.test(j))
    return [
      { desc: de ? 'Zahnriemen' : 'Timing belt', qty: 1, price: p(45) },
      { desc: de ? 'Spannrolle' : 'Tensioner pulley', qty: 1, price: p(58) },
    ];
  if (/bremsflüssigkeit|brake fluid/.test(j)) return [{ desc: de ? 'Bremsflüssigkeit DOT 4' : 'Brake fluid DOT 4', qty: 1, price: p(14) }];
  if (/ventil|valve/.test(j)) return [{ desc: de ? 'Ventildeckeldichtung' : 'Rocker cover gasket', qty: 1, price: p(24) }];
  if (/luftfilter|air filter/.test(j)) return [{ desc: de ? 'Luftfiltereinsatz' : 'Air filter element', qty: 1, price: p(19) }];
  if (/kühlmittel|coolant/.test(j)) return [{ desc: de ? 'Kühlerfrostschutz G11 1,5 l' : 'Antifreeze concentrate 5L', qty: 1, price: p(16) }];
  if (/keilriemen|drive belts/.test(j)) return [{ desc: de ? 'Keilriemen 10x950' : 'V-belt 10x950', qty: rng.int(1, 2), price: p(14) }];
  if (/stoßdämpfer|shock/.test(j)) return [{ desc: de ? 'Stoßdämpfer HA Bilstein B4' : 'Rear shock absorber Bilstein B4', qty: 2, price: p(78) }];
  if (/inspektion|major service/.test(j)) return [{ desc: de ? 'Kraftstofffilter' : 'Fuel filter', qty: 1, price: p(21) }];
  return [];
}

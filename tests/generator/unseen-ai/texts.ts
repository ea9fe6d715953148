/**
 * Prose of the unseen-ai author: what was found, what was agreed with the customer, and terms in small print — with
 * dates and sums of their own (an estimate, a deposit, a storage charge) that are not the bill's.
 */
import type { Random } from '../random';
import { addDays } from './kit';

export interface Ctx {
  rng: Random;
  m: (n: number) => string;
  d: (iso: string) => string;
  date: string;
  car: string;
}

export function findingDe(c: Ctx, estimate: number): string {
  const d1 = addDays(c.date, -c.rng.int(60, 200));
  return c.rng.pick([
    `Befund nach dem Entlacken am ${c.d(d1)}: Die Schweller waren innen stärker durchgerostet als beim Kostenvoranschlag vom ${c.d(addDays(d1, -30))} über ${c.m(estimate)} angenommen; die Bodenbleche vorne zeigten alte, unsachgemäß aufgesetzte Flicken. Die Längsträger sind dagegen gesund, die Fahrgestellnummer im Bereich des Stirnwandblechs ist vollständig lesbar und unverändert.`,
    `Bei der Zerlegung zeigte sich, dass der ${c.car} im Vorbesitz einen Frontschaden erlitten hatte, der nur oberflächlich gerichtet worden war. Die Abweichung am rechten vorderen Messpunkt betrug 7 mm. Die Vermessungsprotokolle vom ${c.d(d1)} liegen der Rechnung in Kopie bei.`,
    `Der Motor lief bei Anlieferung unrund; die Kompression betrug auf Zylinder 3 nur 6,5 bar (übrige 10,5 bis 11 bar). Nach dem Zerlegen am ${c.d(d1)} fanden sich ein verbranntes Auslassventil und Riefen in der Laufbahn; die Zylinder wurden auf das erste Übermaß gehont.`,
    `Der Wagen wurde am ${c.d(d1)} mit ${c.rng.int(3, 9)} Kisten loser Teile angeliefert. Fehlende Teile wurden mit dem Kunden abgestimmt und nach Rücksprache neu beschafft; der ursprüngliche Richtpreis von ${c.m(estimate)} bezog sich auf ein vollständiges Fahrzeug.`,
  ]);
}
export function decisionDe(c: Ctx, amount: number): string {
  const d2 = addDays(c.date, -c.rng.int(20, 90));
  return c.rng.pick([
    `Mit dem Auftraggeber wurde am ${c.d(d2)} telefonisch vereinbart, die Schweller nicht zu flicken, sondern komplett zu ersetzen (Mehrkosten gegenüber dem Angebot ca. ${c.m(amount)}). Die Freigabe wurde per E-Mail bestätigt.`,
    `Auf Wunsch des Kunden (Besprechung in der Werkstatt am ${c.d(d2)}) wurde der Farbton nicht geändert, sondern im Originalton nach Farbcode lackiert. Die Anzahlung von ${c.m(amount)} vom ${c.d(addDays(d2, -40))} wurde gesondert quittiert und ist in diesem Betrag nicht berücksichtigt.`,
    `Der Kunde entschied am ${c.d(d2)}, die originalen Sitze zu erhalten und nur neu zu beziehen; das Angebot für neue Sitzgestelle über ${c.m(amount)} entfällt.`,
    `Nach Rücksprache am ${c.d(d2)} wurden die Chromteile außer Haus neu verchromt; der Kunde hat die Rechnung des Galvanikbetriebs (${c.m(amount)}) geprüft und freigegeben.`,
  ]);
}
export function findingEn(c: Ctx, estimate: number): string {
  const d1 = addDays(c.date, -c.rng.int(60, 200));
  return c.rng.pick([
    `On stripping the shell (${c.d(d1)}) the inner sills were found to be far weaker than allowed for in our estimate of ${c.m(estimate)}; both front floors carried old plates welded over rot. The chassis rails are sound and the chassis number stamping on the bulkhead is original and fully legible.`,
    `When dismantled the ${c.car} showed evidence of an old front-end impact that had been pulled only cosmetically; the RH front datum point was 7 mm out. Copies of the jig sheets of ${c.d(d1)} are enclosed with this invoice.`,
    `The engine was running unevenly on arrival; compression on No. 3 was 95 psi against 150–160 psi on the others. On stripping (${c.d(d1)}) we found a burnt exhaust valve and scoring in the bore; the block was honed to the first oversize.`,
    `The car arrived on ${c.d(d1)} with ${c.rng.int(3, 9)} boxes of loose parts. Missing items were listed with the owner and sourced new; our guide price of ${c.m(estimate)} assumed a complete car.`,
  ]);
}
export function decisionEn(c: Ctx, amount: number): string {
  const d2 = addDays(c.date, -c.rng.int(20, 90));
  return c.rng.pick([
    `Agreed with the owner by telephone on ${c.d(d2)} to replace rather than patch the sills (approx. ${c.m(amount)} above the quotation); confirmed by e-mail the same day.`,
    `At the owner's request (meeting at the workshop on ${c.d(d2)}) the car was refinished in its original colour to the factory code. The deposit of ${c.m(amount)} received on ${c.d(addDays(d2, -40))} was receipted separately and is not shown on this invoice.`,
    `The owner decided on ${c.d(d2)} to keep the original seat frames and have them recovered only; the quotation for new frames at ${c.m(amount)} is withdrawn.`,
    `Following discussion on ${c.d(d2)} the brightwork was sent out for re-chroming; the platers' invoice (${c.m(amount)}) was inspected and approved by the owner.`,
  ]);
}

export function termsDe(c: Ctx, storage: number): string[] {
  return [
    `1. Geltungsbereich. Diese Bedingungen gelten für die Ausführung von Instandsetzungsarbeiten an Kraftfahrzeugen, deren Teilen und Aggregaten sowie für Kostenvoranschläge. Abweichende Bedingungen des Auftraggebers gelten nur, wenn sie schriftlich bestätigt wurden.`,
    `2. Auftragserteilung. Im Auftragsschein oder einem Bestätigungsschreiben sind die zu erbringenden Leistungen zu bezeichnen und der voraussichtliche Fertigstellungstermin anzugeben. Der Auftraggeber erhält eine Durchschrift des Auftragsscheins.`,
    `3. Preisangaben. Auf Verlangen des Auftraggebers vermerkt der Auftragnehmer im Auftragsschein die Preise, die bei der Durchführung des Auftrags voraussichtlich zur Anwendung kommen. Ein verbindlicher Kostenvoranschlag ist schriftlich zu erstellen; die Kosten hierfür werden bei Auftragserteilung verrechnet.`,
    `4. Fertigstellung. Der Auftragnehmer ist verpflichtet, einen schriftlich als verbindlich bezeichneten Fertigstellungstermin einzuhalten. Ändert oder erweitert sich der Arbeitsumfang gegenüber dem ursprünglichen Auftrag, so hat der Auftragnehmer unverzüglich einen neuen Termin zu nennen.`,
    `5. Abnahme. Die Abnahme des Auftragsgegenstandes erfolgt im Betrieb des Auftragnehmers. Holt der Auftraggeber den Auftragsgegenstand nicht innerhalb von einer Woche nach Zugang der Fertigstellungsanzeige ab, kann der Auftragnehmer ein ortsübliches Aufbewahrungsentgelt von ${c.m(storage)} je Tag berechnen.`,
    `6. Zahlung. Der Rechnungsbetrag ist bei Abnahme des Auftragsgegenstandes, spätestens jedoch innerhalb einer Woche nach Zugang der Rechnung, ohne Abzug in bar zu zahlen. Gegen Ansprüche des Auftragnehmers kann der Auftraggeber nur aufrechnen, wenn die Gegenforderung unbestritten ist.`,
    `7. Pfandrecht. Dem Auftragnehmer steht wegen seiner Forderung aus dem Auftrag ein vertragliches Pfandrecht an den auf Grund des Auftrages in seinen Besitz gelangten Gegenständen zu.`,
    `8. Sachmangel. Ansprüche des Auftraggebers wegen Sachmängeln verjähren in einem Jahr ab Abnahme des Auftragsgegenstandes. Nimmt der Auftraggeber den Auftragsgegenstand trotz Kenntnis eines Mangels ab, stehen ihm Sachmängelansprüche nur zu, wenn er sich diese bei Abnahme vorbehält.`,
    `9. Eigentumsvorbehalt. Soweit eingebaute Zubehör-, Ersatzteile und Aggregate nicht wesentliche Bestandteile des Auftragsgegenstandes geworden sind, behält sich der Auftragnehmer das Eigentum daran bis zum Eingang aller Zahlungen aus dem Auftrag vor.`,
    `10. Gerichtsstand. Für sämtliche gegenwärtigen und zukünftigen Ansprüche aus der Geschäftsverbindung mit Kaufleuten ist ausschließlicher Gerichtsstand der Sitz des Auftragnehmers.`,
  ];
}

export function termsEn(c: Ctx, storage: number, days: number): string[] {
  return [
    `1. Estimates. Any estimate given is based on the work apparent at the time of inspection and is not a fixed quotation. Where further work is found necessary the customer will be informed and no such work will be carried out without consent.`,
    `2. Parts. Parts replaced become the property of the Company unless the customer asks for their return when the order is placed. Exchange units are supplied on the basis that the old unit is returned in a rebuildable condition; a surcharge is made where it is not.`,
    `3. Payment. Payment is due in full on collection of the vehicle unless credit facilities have been agreed in writing. Accounts not settled within ${days} days are subject to interest at 2% per month on the outstanding balance.`,
    `4. Storage. Vehicles not collected within three days of notification that work is complete will be charged storage at ${c.m(storage)} per day. Vehicles are stored and driven at the owner's risk.`,
    `5. Lien. The Company shall have a general lien on the vehicle and its contents for all sums due and may sell the vehicle after 60 days' written notice if such sums remain unpaid.`,
    `6. Warranty. Workmanship is guaranteed for 12 months or 12,000 miles, whichever occurs first, from the date of the invoice. Parts carry the manufacturer's warranty only. Competition use voids all warranties.`,
    `7. Liability. The Company accepts no liability for loss of or damage to vehicles or their contents caused by fire, theft or any other cause beyond its reasonable control, nor for consequential loss.`,
    `8. Road tests. The customer authorises the Company's staff to drive the vehicle on the public highway for the purpose of testing and delivery.`,
    `9. Complaints. Any complaint regarding work carried out must be made in writing within 7 days of collection and the vehicle made available for inspection at the Company's premises.`,
  ];
}

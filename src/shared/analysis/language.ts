/** English or German, from common words and letters; English when it cannot tell. */
const DE =
  /\b(und|der|die|das|des|für|mit|von|bis|nicht|ein|eine|den|dem|nr|datum|rechnung|betrag|summe|gesamt|fahrzeug|kunde|straße|str|zahlbar|inkl|mwst|ust|verkäufer|käufer|kaufpreis|versicherung|kennzeichen|halter|stück|teile|arbeitslohn|leistungen|gutachten|zustand|wert|bescheinigung|kasse|bar|rückgeld)\b|[äöüß]/gi;
const EN =
  /\b(and|the|of|for|with|from|to|not|a|an|no|date|invoice|amount|total|vehicle|customer|street|st|paid|due|tax|seller|buyer|price|policy|insurance|plate|owner|parts|labor|labour|work|performed|appraisal|condition|value|certificate|cash|change|receipt|thank|you|qty|item)\b/gi;

export type Language = 'en' | 'de';

export function detectLanguage(text: string): Language {
  const de = text.match(DE)?.length ?? 0;
  const en = text.match(EN)?.length ?? 0;
  return de > en ? 'de' : 'en';
}

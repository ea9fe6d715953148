/**
 * What an appraiser's name is not, and what of a firm's name is the appraiser.
 *
 * Under an appraiser's caption ("Sachverständiger", "Appraiser") a report may print the body that appointed or
 * accredited them ("Sachverständiger" over "IHK Düsseldorf", "Valuer" / "Chamber of Commerce"): a body is no name.
 * A bureau named with its owner's title and name ("Kfz-Sachverst.-Büro Dipl.-Ing. Gerd Ostertag", "Ingenieurbüro
 * Dr. Hans Keller") is that person's: the title marks where the person begins. A bureau named without one
 * ("Sachverständigenbüro Haas") is kept whole: nothing on it says which of its people wrote the report.
 */

/** A chamber, guild or institute that appoints or accredits appraisers, English and German. */
export const APPOINTING_BODY =
  /\b(?:IHK|HWK|Handwerkskammer|Industrie-\s*und\s+Handelskammer|\p{L}*kammer|chamber(?:\s+of\s+commerce)?|institute\s+of|guild|verband|vereinigung|association|society|öffentlich\s+bestellt\w*|publicly\s+appointed)\b/iu;

/** A bureau's or office's word ending the firm's part of a name. */
const BUREAU = /^(?:office\s+of|[\p{L}.-]*(?:büro|buero|kanzlei|bureau|office))\s+/iu;
/** A title a person's name begins with: academic, engineering and master craftsman's, German and English. */
const PERSON_TITLE = /^(?:Dipl\.?\s?-?\s?Ing\.?|Dr\.|Prof\.|Ing\.|DI\b|Mag\.|Kfz-Meister|Kfz-Sachverständiger|Mr\.?|Mrs\.?|Ms\.?)\s/u;

/** The person of a bureau named with its owner's title and name; any other name unchanged. */
export function personOfBureau(name: string): string {
  const firm = BUREAU.exec(name);
  if (!firm) return name;
  const rest = name.slice(firm[0].length);
  return PERSON_TITLE.test(rest) ? rest : name;
}

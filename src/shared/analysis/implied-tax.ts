/**
 * Value-added tax rates bills in our readers' countries have carried (Germany since 1968: 10, 11, 12, 13, 14, 15, 16,
 * 19 %, reduced 5, 7 %; the United Kingdom since 1973: 8, 15, 17.5, 20 %, reduced 5 %; neighbours' 10, 20, 21 %).
 */
const VAT_RATES = [0.05, 0.07, 0.08, 0.1, 0.11, 0.12, 0.13, 0.14, 0.15, 0.16, 0.175, 0.19, 0.2, 0.21];

/**
 * The VAT rate that makes `net` into `total` to the cent (a tax rounded once, so within 3 cents), or null. A bill
 * whose tax line the reader did not find is still consistent when its net plus a real rate's tax is its total
 * (a band "Netto   + 19 % MwSt.   Gesamtbetrag" with the figures under the captions). The tolerance is a rounding
 * one, not a share: a wrong pair of amounts meets one of these rates to the cent only by chance.
 */
export function impliedVatRate(net: number, total: number): number | null {
  if (!(net > 0) || !(total > net)) return null;
  return VAT_RATES.find((rate) => Math.abs(net * (1 + rate) - total) <= 0.03) ?? null;
}

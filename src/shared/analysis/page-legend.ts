/**
 * A short form spelled out by the page's own legend ("TK = Teilkasko", "Comp. = comprehensive", "VK: Vollkasko",
 * "SDP = social, domestic & pleasure"): terse paper explains its codes in a footnote rather than in its cells. The
 * meaning is returned with a capital, as a cell would print it; a form the page does not explain comes back unchanged.
 */
export function spelledOut(short: string, text: string): string {
  if (short.length > 8 || !/\p{L}/u.test(short)) return short;
  const escaped = short.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(String.raw`(?:^|[\s·,;(])${escaped}\s*[=:]\s*(\p{L}[\p{L} &-]*?)(?=\s*(?:[·,;)\n]|\s{3,}|$))`, 'mu').exec(text);
  if (!m) return short;
  const full = m[1].trim();
  return full.charAt(0).toUpperCase() + full.slice(1);
}

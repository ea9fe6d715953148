/**
 * An identifier OCR read off a scan mixes up O and 0, I/l and 1 ("0A850/819208" for "OA850/819208", "12l4" for
 * "1214"): where in the identifier a character stands says which it is. Between digits a letter of that shape is
 * the digit; a 0 that begins a letter series ahead of the digits ("0A850"), or stands in a group of capitals ("0S-04"), is the letter.
 */
export function idByShape(id: string): string {
  return (
    id
      // Between two digits, O and I/l are the digits' 0 and 1 ("12O45", "3l7").
      .replace(/(?<=\d)[OIl](?=\d)/g, (c) => (c === 'O' ? '0' : '1'))
      // A 0 at the start of a group, ahead of capitals and then digits, is an O ("0A850", "0TX 4411").
      .replace(/(?<![\p{L}\p{N}])0(?=[A-Z]+\d)/gu, 'O')
      // A group of capitals with a 0 among them and no other digit is letters ("0S-04 934": a German plate's district).
      .replace(/(?<![\p{L}\p{N}])(?=[A-Z0]*[A-Z])[A-Z0]*0[A-Z0]*(?![\p{L}\p{N}])/gu, (g) => g.replace(/0/g, 'O'))
  );
}

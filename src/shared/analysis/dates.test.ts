import { describe, expect, it } from 'vitest';
import { decideDayFirst, findDates, parseDate } from './dates';

describe('parseDate', () => {
  it.each([
    ['14.03.2024', '2024-03-14'],
    ['14. März 2024', '2024-03-14'],
    ['6. April 2023', '2023-04-06'],
    ['17. Juli 2023', '2023-07-17'],
    ['03/14/2024', '2024-03-14'],
    ['March 14, 2024', '2024-03-14'],
    ['Aug 18, 2019', '2019-08-18'],
    ['2024-03-14', '2024-03-14'],
    ['30 DEC 17', '2017-12-30'],
    ['30-Dec-2017', '2017-12-30'],
    ['14 Mar 2024', '2024-03-14'],
    ['1st of May 2020', '2020-05-01'],
    ['14.03.24', '2024-03-14'],
    ['25/12/2018', '2018-12-25'],
    ['Datum: 26.07.2025 15:18', '2025-07-26'],
    ['7. Dezember 2019', '2019-12-07'],
  ])('%s → %s', (text, iso) => expect(parseDate(text, false)).toBe(iso));

  it('reads an ambiguous slash date by the document’s convention', () => {
    expect(parseDate('04/05/2021', false)).toBe('2021-04-05');
    expect(parseDate('04/05/2021', true)).toBe('2021-05-04');
    // Dotted dates are day-first wherever they are written.
    expect(parseDate('04.05.2021', false)).toBe('2021-05-04');
  });

  it('refuses impossible dates and plain numbers', () => {
    expect(parseDate('31.02.2024')).toBeNull();
    expect(parseDate('Invoice 2019-6310')).toBeNull();
    expect(parseDate('total 12.50')).toBeNull();
  });

  it('finds both ends of a period', () => {
    expect(findDates('Policy period: 12/17/2018 to 12/17/2019').map((d) => d.iso)).toEqual(['2018-12-17', '2019-12-17']);
  });
});

describe('decideDayFirst', () => {
  it('lets the values settle it', () => {
    expect(decideDayFirst('Date 25/12/2018', 'en', 'USD')).toBe(true);
    expect(decideDayFirst('Date 12/25/2018', 'de', 'EUR')).toBe(false);
  });
  it('falls back on language and currency', () => {
    expect(decideDayFirst('04/05/2021', 'de', null)).toBe(true);
    expect(decideDayFirst('04/05/2021 $12.00', 'en', 'USD')).toBe(false);
    expect(decideDayFirst('04/05/2021 RM 9.00', 'en', 'MYR')).toBe(true);
    expect(decideDayFirst('04/05/2021 $12.00', 'en', 'AUD')).toBe(true);
  });
  it("takes dollars on a page that names a tax the United States never levies for another country's, day-first", () => {
    expect(decideDayFirst('Period 08/09/1996 to 08/09/1997\nPremium $205.86\nGST 12.5%   $26.87', 'en', 'USD')).toBe(true);
    expect(decideDayFirst('Period 08/09/1996 to 08/09/1997\nPremium $205.86\nSales tax 6%   $12.35', 'en', 'USD')).toBe(false);
    // Not where the page is addressed in the United States, whatever tax number its foot prints.
    expect(decideDayFirst('Portland, OR 97201\nInvoice Date: 02/06/2001\nTotal $1,247.58\nVAT Reg. No. GB 293 4471 08', 'en', 'USD')).toBe(false);
  });
  it('takes a page whose amounts carry no sign but whose column names the pound or the euro for day-first', () => {
    expect(decideDayFirst('Period of insurance from 07/04/1998   to 06/04/1999\nIR£\nAnnual premium   120.99', 'en', null)).toBe(true);
    expect(decideDayFirst('Period of insurance from 07/04/1998   to 06/04/1999\nAnnual premium   120.99', 'en', null)).toBe(false);
  });
  it('takes dollars on a page spelt as the Commonwealth spells for day-first, unless addressed in the United States', () => {
    expect(decideDayFirst('Dealer Licence 9536\nDate 01/06/1994\nTotal Labour   281.75\nAmount Due $   339.50', 'en', 'USD')).toBe(true);
    expect(decideDayFirst('Date 01/06/1994\nTotal Labor   281.75\nAmount Due $   339.50', 'en', 'USD')).toBe(false);
    expect(decideDayFirst('Tyres Plus, Dayton, OH 45402\nDate 01/06/1994\nAmount Due $   339.50', 'en', 'USD')).toBe(false);
  });
  it('follows the order the page writes its dates in words in, before its language or currency', () => {
    expect(decideDayFirst('Statement of 9 June 1987\nDate 04/03/1987   $ 41.00', 'en', 'USD')).toBe(true);
    expect(decideDayFirst('Quoted June 9th, 1987\nDate 04/03/1987   £ 41.00', 'en', 'GBP')).toBe(false);
    // A date in figures that settles the order outweighs any in words.
    expect(decideDayFirst('Quoted June 9th, 1987\nDate 24/03/1987', 'en', 'USD')).toBe(true);
  });
  it('takes a page without a currency that names GST or VAT for day-first', () => {
    expect(decideDayFirst('Date 05/11/2009\nTotal incl. GST   72.50', 'en', null)).toBe(true);
    expect(decideDayFirst('Date 05/11/2009\nTotal   72.50', 'en', null)).toBe(false);
    // The letters inside a plate are no tax's name.
    expect(decideDayFirst('DATE   5/7/77   LICENSE   NY BTW-659\nTOTAL   70.94', 'en', null)).toBe(false);
    // Its letters dotted, as older and continental paper prints them.
    expect(decideDayFirst('Date   08/03/1981\nT.V.A. 17,6 %   242,44 F', 'en', null)).toBe(true);
    expect(decideDayFirst('Date   08/03/1981\nV.A.T. at 15%   12.40', 'en', null)).toBe(true);
    expect(decideDayFirst('Date   08/03/1981\nPRIVATE SALE   1,200.00', 'en', null)).toBe(false);
  });
  it('lets four-digit years decide before two-digit ones: a sort code is shaped like a date', () => {
    expect(decideDayFirst('Date 11/08/1998   Total £1,029.44\nSort code 10-28-84', 'en', 'GBP')).toBe(true);
    expect(decideDayFirst('Date 25/12/2018\nSort code 10-28-84', 'en', 'GBP')).toBe(true);
    expect(decideDayFirst('Date 12/25/18', 'en', null)).toBe(false);
  });
});

describe('a day before a month-day-year date', () => {
  it('"2   Oct 27, 2009" is 27 October 2009 (a stray digit before it), never 2 October 2027', () => {
    expect(findDates('Valid from   2   Oct 27, 2009', false).map((d) => d.iso)).toEqual(['2009-10-27']);
    expect(findDates('Sold 2 Oct 27', true).map((d) => d.iso)).toEqual(['2027-10-02']);
  });
});

describe('a date followed by a comma and a time (decision 035)', () => {
  it('"01.03.2022, 12:00 Uhr" is a date; a decimal part after it is not', () => {
    expect(findDates('01.03.2022, 12:00 Uhr', true).map((d) => d.iso)).toEqual(['2022-03-01']);
    expect(findDates('3/1/2022, 9:30 am', false).map((d) => d.iso)).toEqual(['2022-03-01']);
    expect(findDates('1.234.56,78', true)).toEqual([]);
  });
});

describe('a month in Roman numerals', () => {
  it.each([
    ['Meran, am 2.II.2001', '2001-02-02'],
    ['Modena, 7.V.2012', '2012-05-07'],
    ['Work completed on 29.IV.2012', '2012-04-29'],
    ['Erstzulassung 17. III. 1967', '1967-03-17'],
    ['12-XII-98', '1998-12-12'],
  ])('%s → %s', (text, iso) => expect(parseDate(text)).toBe(iso));

  it('is no Roman numeral in a name or a number', () => {
    expect(parseDate('Typ 2.VI.2000x')).toBeNull();
    expect(parseDate('Louis 14.XIV.1990')).toBeNull();
    // A count times a figure: "2 x 16 km" is no 2 October 2016.
    expect(findDates('Fahrtkosten 2 x 16 km hin und zurück   0,90/km   57,60', true)).toEqual([]);
  });

  it('is no times sign or unit between figures set apart by spaces', () => {
    expect(parseDate('Fahrtkosten 2 x 16 km hin und zurück')).toBeNull();
    expect(parseDate('Batterie 12 V 45 Ah')).toBeNull();
    expect(parseDate('12 XI 2019')).toBe('2019-11-12');
  });
});

describe('a deed’s date in words', () => {
  it('reads "the 25th day of November, 1982"', () => {
    expect(findDates('free of all liens, this 25th day of November, 1982.').map((d) => d.iso)).toEqual(['1982-11-25']);
  });
});

describe('national forms of dates', () => {
  it('reads the year first, set apart by single spaces, as a registry prints it', () => {
    expect(findDates('EXPIRES   2003 11 09   CLASS PV').map((d) => d.iso)).toEqual(['2003-11-09']);
    expect(findDates('Ablauf 1987 02 14').map((d) => d.iso)).toEqual(['1987-02-14']);
  });

  it('never reads a phone number or a row of counts as such a date', () => {
    expect(findDates('Tel. 2011 05 12 34')).toEqual([]);
    expect(findDates('Qty   1998 12 03 4')).toEqual([]);
    expect(findDates('Units 2019 13 05')).toEqual([]);
  });

  it('reads Hungarian paper’s year first with a point after each part', () => {
    expect(findDates('Kelt: Győr, 2019.06.21.').map((d) => d.iso)).toEqual(['2019-06-21']);
    expect(findDates('Teljesítés: 2008. 11. 03.').map((d) => d.iso)).toEqual(['2008-11-03']);
  });

  it('reads a Roman month between points', () => {
    expect(findDates('Wien, 28.IV.1991').map((d) => d.iso)).toEqual(['1991-04-28']);
  });

  it('reads a short year before the next cell’s year, which belongs to another field', () => {
    expect(findDates('4-Mar-19   1958 Morris Minor').map((d) => d.iso)).toEqual(['2019-03-04']);
    expect(findDates('11 Sep 07   2001 Land Rover').map((d) => d.iso)).toEqual(['2007-09-11']);
  });
});

describe('a Canadian page’s date order', () => {
  it('is day-first where the dollar is Canada’s by its postal address', () => {
    expect(decideDayFirst('Box 9, Yorkton, Sask. S3N 2V6\nDate 05/06/1979\nTotal $ 48.00', 'en', 'CAD')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { extractFields, dotlessCents, roundedTotal, totalCell } from './extract-fields';
import { prepareText } from './text-values';

const total = (text: string) => extractFields(prepareText(text, true), 'receipt').totalCost;

describe('receipt totals', () => {
  it('takes the subtotal where the total reads as it with a digit lost, never after a discount or a payment', () => {
    expect(total('ITEM   1x   16.90\nSub-total   88.97\nTotal Sales Incl GST   8,97\nCASH   100.00')).toBe(88.97);
    // Its tax printed apart: the subtotal and the tax.
    expect(total('ITEM   10.00\nSubtotal   10.00\nGST 6%   0.60\nTotal   1.60')).toBe(10.6);
    // A discount after the subtotal, or a deposit paid, may leave a balance that looks so by chance.
    expect(total('ITEM   100.00\nSubtotal   100.00\nDiscount 90%   90.00\nTotal   10.00')).toBe(10);
    expect(total('Subtotal   1,500.00\nDeposit   1,350.00\nTotal   150.00')).toBe(150);
  });
  it("takes subtotal plus tax over a total label's misread figure when the items' amounts add up to it too", () => {
    const items =
      'BRAISED PORK   2.0   7.00   14.00\nSOUR SPICY   1.0   12.00   12.00\nGREEN TEA   2.0   2.30   4.60\nROAST PORK   1.0   11.90   11.90\nCHICKEN   1.0   12.00   12.00\n';
    const sums = 'Total Sales (Excluding GST) :   51.42\nTotal GST :   3.08\nRounding   0.00\n';
    expect(total(`${items}${sums}Total Sales (Inclusive of GST)   64.56`)).toBe(54.5);
    // Items that add up to a figure only a label gives (a net under "Total") back nothing: the final total stands.
    expect(total('ITEM A   30.00\nITEM B   21.42\nTotal   51.42\nGST 6%   3.08\nGrand Total   54.50')).toBe(54.5);
  });
  it("takes subtotal, tax and a printed rounding that close on the till's step over a total one misread digit off", () => {
    const sums = 'ITEM   48.00   50.88\nTotal Sales (Excluding GST)   95.17\nTotal GST   5.71\nRounding   0.02\n';
    expect(total(`${sums}Total Sales (Inclusive of GST) :   100.80\nCASH   101.00`)).toBe(100.9);
    // A service charge the arithmetic leaves out: the total's figure is far off it, and stands.
    expect(total('Subtotal   62.55\n10% Srv Chg   6.25\n6% GST   4.13\nRounding   0.02\nTotal:   72.95\nPayment   73.00')).toBe(72.95);
  });
  it('keeps an unrounded total when the rounding line prints 0.00', () => {
    expect(roundedTotal(93.07, true, 0)).toBe(93.07);
    expect(roundedTotal(93.07, true, null)).toBe(93.05);
    expect(roundedTotal(93.07, true, -0.02)).toBe(93.05);
  });
  it('reads a total label standing in a later column after a time', () => {
    expect(totalCell('19:32:35   Total:   593.10')).toBe('Total:   593.10');
    expect(totalCell('ITEM 4.00   Total   5.00')).toBe('ITEM 4.00   Total   5.00');
    expect(total('Steak   74.90\n19:32:35   Total:   74.90')).toBe(74.9);
  });
  it('never takes a total "excluding" tax or a tax summary row for the total', () => {
    expect(total('Total Sales (Excluding GST)   2565.00\nTotal GST   15.30\nTotal Sales (Inclusive of GST) :   270.30\nCASH :   270.30\nChange :   0.00')).toBe(
      270.3,
    );
    expect(total('Total Sales Incl GST   17.70\nCASH   50.00\nChange   32.30\nGST Summary   Amount   Tax\nTotal   16.70   1.00')).toBe(17.7);
  });
  it('reads the value after "Total incl." on its own line, not the cash line below it', () => {
    expect(total('ITEM   1X   3.90   3.90\nTotal Incl. GST@6%   RM 3.80\nCASH   RM 4.00\nCHANGE   RM 0.10')).toBe(3.9);
  });
  it('gives change from the most handed over, whatever the payment lines are called', () => {
    // "Cash" names the payment and its amount, "Tendered" what was handed over.
    expect(total('Hazelnut Coco   1   7.50\nPearl   1   1.10\nCash   8.60\nTendered   9.00\nChange   0.40')).toBe(8.6);
    // A currency before the payment word.
    expect(total('SALTED RICE   5.50\nFRIED EGG   1.50\nRM CASH   100.00\nCHANGE   93.00')).toBe(7);
  });
  it('never takes a remark in brackets for the total', () => {
    expect(total('CAKE   1   25.15\nTotal   25.15\n(Total Included GST @ 6% :   1.42)')).toBe(25.15);
    expect(total('CAKE   1   25.15\nQty 8   25.15\n(Total Included GST @ 6% :   1.42)')).not.toBe(1.42);
  });
  it('takes the subtotal when the receipt prints no total line', () => {
    expect(total('FRIED EGG   1.50\nICE TEA   4.30\nSUBTOTAL   28.70\nCASH   ABC\nINC 6% GST   1.62')).toBe(28.7);
  });
  it('reads a total line whose decimal point OCR lost as cents, only as a supporter', () => {
    expect(dotlessCents('Grand Total   92 80')).toBe(92.8);
    expect(dotlessCents('Total:   9280')).toBe(92.8);
    expect(dotlessCents('Total')).toBeNull();
  });
});

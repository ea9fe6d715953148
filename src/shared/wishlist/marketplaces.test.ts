import { describe, expect, it } from 'vitest';
import { autoScout24, bringATrailer, carAndClassic, classicTrader, ebay, hemmings, marketplaceLinks, mobileDe, slug, type SearchQuery } from './marketplaces';

const q911: SearchQuery = { make: 'Porsche', model: '911', yearFrom: 1965, yearTo: 1973, keywords: 'Targa', budget: 9_500_000, currency: 'EUR' };
const alfa: SearchQuery = { make: 'Alfa Romeo', model: 'Giulia Sprint GT', yearFrom: null, yearTo: null, keywords: null, budget: null, currency: 'EUR' };

describe('marketplace URL builders', () => {
  it('mobile.de: words, first registration range and price cap in euros', () => {
    expect(mobileDe.url(q911)).toBe(
      'https://suchen.mobile.de/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&q=Porsche+911+Targa&fr=1965%3A1973&p=%3A95000',
    );
    expect(mobileDe.url(alfa)).toBe('https://suchen.mobile.de/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&q=Alfa+Romeo+Giulia+Sprint+GT');
    expect(mobileDe.url({ ...q911, currency: 'USD' })).not.toContain('p=');
  });

  it('AutoScout24: make and model in the path, registration years and price as parameters', () => {
    expect(autoScout24.url(q911)).toBe('https://www.autoscout24.com/lst/porsche/911?fregfrom=1965&fregto=1973&priceto=95000&search=Targa');
    expect(autoScout24.url(alfa)).toBe('https://www.autoscout24.com/lst/alfa-romeo/giulia-sprint-gt');
  });

  it('Classic Trader', () => {
    expect(classicTrader.url(q911)).toBe(
      'https://www.classic-trader.com/uk/cars/search/porsche/911?year_min=1965&year_max=1973&price_max=95000&fulltext=Targa',
    );
  });

  it('Car & Classic: a price cap only for a budget in pounds', () => {
    expect(carAndClassic.url(q911)).toBe('https://www.carandclassic.com/search?q=Porsche+911+Targa&year_from=1965&year_to=1973');
    expect(carAndClassic.url({ ...q911, currency: 'GBP', budget: 4_000_050 })).toContain('price_to=40000');
  });

  it('Bring a Trailer: words with the years', () => {
    expect(bringATrailer.url(q911)).toBe('https://bringatrailer.com/?s=Porsche+911+Targa+1965-1973');
    expect(bringATrailer.url({ ...q911, yearTo: 1965 })).toBe('https://bringatrailer.com/?s=Porsche+911+Targa+1965');
  });

  it('Hemmings: a price cap only in dollars', () => {
    expect(hemmings.url({ ...q911, currency: 'USD' })).toBe(
      'https://www.hemmings.com/classifieds/cars-for-sale/porsche/911?year_min=1965&year_max=1973&price_max=95000&q=Targa',
    );
    expect(hemmings.url(q911)).not.toContain('price_max');
  });

  it('eBay: the site of the budget currency, its cars category', () => {
    expect(ebay.url(q911)).toBe('https://www.ebay.de/sch/i.html?_nkw=Porsche+911+Targa+1965-1973&_sacat=9801&_udhi=95000');
    expect(ebay.url({ ...q911, currency: 'USD' })).toBe('https://www.ebay.com/sch/i.html?_nkw=Porsche+911+Targa+1965-1973&_sacat=6001&_udhi=95000');
    expect(ebay.url({ ...q911, currency: 'CHF' })).toBe('https://www.ebay.com/sch/i.html?_nkw=Porsche+911+Targa+1965-1973&_sacat=6001');
  });

  it('encodes what the owner typed, so nothing can break out of the query', () => {
    const odd: SearchQuery = { ...alfa, make: 'Citroën', model: 'DS 21 & "Pallas"', keywords: '#1 ?x=y' };
    for (const link of marketplaceLinks(odd)) {
      const url = new URL(link.url);
      expect(url.protocol).toBe('https:');
      expect(link.url).not.toMatch(/[ "#]/);
    }
    expect(slug('Citroën')).toBe('citroen');
    expect(slug('Mercedes-Benz')).toBe('mercedes-benz');
  });

  it('lists the seven marketplaces', () => {
    expect(marketplaceLinks(q911).map((m) => m.name)).toEqual([
      'mobile.de',
      'AutoScout24',
      'Classic Trader',
      'Car & Classic',
      'Bring a Trailer',
      'Hemmings',
      'eBay',
    ]);
  });
});

import { LISTING_SORTS, PRICE_BANDS } from '@shop/shared/contract/catalog';
import { compareSizes } from '@shop/shared/sizes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSummary, encodeSummary } from './facetSummary.ts';
import { type FacetRecord, facetCounts, filterRecords, type ListingQuery, sortRecords } from './listingFacets.ts';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', '3-4', '50/56', 'One size'];
const COLOURS = ['Sage', 'Oat', 'Ink Blue', 'Rust', 'Češnja'];
/** The colours' Croatian names; a product may have none written (Češnja never has). */
const COLOURS_HR: Record<string, string> = { Sage: 'Kadulja', Oat: 'Zob', 'Ink Blue': 'Tintnoplava', Rust: 'Hrđa' };

const records = fc
  .array(
    fc.record({
      color: fc.constantFrom(...COLOURS),
      translated: fc.boolean(),
      paid: fc.integer({ min: 100, max: 20_000 }),
      discount: fc.constantFrom(0, 0, 10, 20, 40),
      sizes: fc.subarray(SIZES),
      addedAt: fc.integer({ min: 1_700_000_000, max: 1_700_000_100 }).map((s) => s * 1000),
      active: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
    }),
    { maxLength: 60 },
  )
  .map((rows): FacetRecord[] =>
    rows.map(({ translated, ...row }, position) => {
      const colorHr = translated ? COLOURS_HR[row.color] : undefined;
      return { ...row, ...(colorHr ? { colorHr } : {}), id: `p-${position}`, position };
    }),
  );

const query: fc.Arbitrary<ListingQuery> = fc.record(
  {
    sizes: fc.subarray(SIZES, { minLength: 1 }),
    colors: fc.subarray(COLOURS, { minLength: 1 }),
    priceMin: fc.integer({ min: 0, max: 10_000 }),
    priceMax: fc.integer({ min: 5_000, max: 25_000 }),
    sort: fc.constantFrom(...LISTING_SORTS),
  },
  { requiredKeys: [] },
);

const passes = (r: FacetRecord, q: ListingQuery) =>
  r.active &&
  (!q.sizes?.length || r.sizes.some((s) => q.sizes?.includes(s))) &&
  (!q.colors?.length || q.colors.includes(r.color)) &&
  (q.priceMin === undefined || r.paid >= q.priceMin) &&
  (q.priceMax === undefined || r.paid <= q.priceMax);

/** Every page of 10 of a filtered, sorted listing, as Load More asks for them. */
const pagesOf = (all: FacetRecord[], q: ListingQuery) => {
  const matching = sortRecords(filterRecords(all, q), q.sort);
  const pages: FacetRecord[][] = [];
  for (let start = 0; start * 10 < matching.length; start++) pages.push(matching.slice(start * 10, start * 10 + 10));
  return { pages, total: matching.length };
};

describe('filtering and sorting a listing', () => {
  it('returns exactly the active products that match every filter, each once over the pages of 10', () => {
    fc.assert(
      fc.property(records, query, (all, q) => {
        const { pages, total } = pagesOf(all, q);
        const shown = pages.flat();
        expect(shown.every((r) => passes(r, q))).toBe(true);
        expect(new Set(shown.map((r) => r.id)).size).toBe(shown.length);
        expect(shown.length).toBe(all.filter((r) => passes(r, q)).length);
        expect(total).toBe(shown.length);
        expect(pages.every((page) => page.length <= 10)).toBe(true);
      }),
    );
  });

  it('orders by the sort chosen, ties and no sort in the listing order', () => {
    fc.assert(
      fc.property(records, query, (all, q) => {
        const shown = pagesOf(all, q).pages.flat();
        for (const [a, b] of shown.slice(1).map((r, i) => [shown[i] as FacetRecord, r] as const)) {
          if (q.sort === 'price-asc') expect(a.paid < b.paid || (a.paid === b.paid && a.position < b.position)).toBe(true);
          else if (q.sort === 'price-desc') expect(a.paid > b.paid || (a.paid === b.paid && a.position < b.position)).toBe(true);
          else if (q.sort === 'discount')
            expect(a.discount > b.discount || (a.discount === b.discount && a.position < b.position)).toBe(true);
          else if (q.sort === 'newest') expect(a.addedAt > b.addedAt || (a.addedAt === b.addedAt && a.position > b.position)).toBe(true);
          else expect(a.position).toBeLessThan(b.position);
        }
      }),
    );
  });

  it('counts each value under the other filters, listing every value the active products have', () => {
    fc.assert(
      fc.property(records, query, (all, q) => {
        const facets = facetCounts(all, q, 'en');
        const active = all.filter((r) => r.active);
        expect(facets.sizes.map((f) => f.value)).toEqual([...new Set(active.flatMap((r) => r.sizes))].sort(compareSizes));
        expect(new Set(facets.colors.map((f) => f.value))).toEqual(new Set(active.map((r) => r.color)));
        for (const { value, count } of facets.sizes) {
          expect(count).toBe(all.filter((r) => passes(r, { ...q, sizes: [value] })).length);
        }
        for (const { value, count } of facets.colors) {
          expect(count).toBe(all.filter((r) => passes(r, { ...q, colors: [value] })).length);
        }
        expect(facets.prices.map(({ min, max }) => ({ min, max }))).toEqual(PRICE_BANDS);
        for (const band of facets.prices) {
          const inBand = { ...q, priceMin: band.min, priceMax: band.max ?? undefined };
          expect(band.count).toBe(all.filter((r) => passes(r, inBand)).length);
        }
      }),
    );
  });
});

describe('the colour filter on a Croatian page', () => {
  it('labels each colour with its Croatian name where a product of the listing has one, keeps the values, and orders them as Croatian reads', () => {
    fc.assert(
      fc.property(records, query, (all, q) => {
        const english = facetCounts(all, q, 'en').colors;
        const croatian = facetCounts(all, q, 'hr').colors;
        expect(english.every((c) => c.label === undefined)).toBe(true);
        expect(new Set(croatian.map(({ value, count }) => `${value}:${count}`))).toEqual(
          new Set(english.map(({ value, count }) => `${value}:${count}`)),
        );
        for (const colour of croatian) {
          const named = all.some((r) => r.active && r.color === colour.value && r.colorHr);
          expect(colour.label).toBe(named ? COLOURS_HR[colour.value] : undefined);
        }
        const shown = croatian.map((c) => c.label ?? c.value);
        expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'hr')));
      }),
    );
  });
});

describe('a facet summary as stored', () => {
  it('gives back the records it was made of', () => {
    fc.assert(
      fc.property(records, fc.boolean(), (all, shuffled) => {
        // A listing being rewritten can have gaps in its positions.
        const placed = shuffled ? all.map((r, i) => ({ ...r, position: i * 3 + 1 })).reverse() : all;
        const decoded = decodeSummary(encodeSummary(placed));
        expect(decoded).toEqual([...placed].sort((a, b) => a.position - b.position));
      }),
    );
  });

  it('keeps a category of a thousand products within a few kilobytes', () => {
    const thousand: FacetRecord[] = Array.from({ length: 1000 }, (_, i) => ({
      id: `gen-${String(i + 1).padStart(6, '0')}`,
      color: COLOURS[i % COLOURS.length] as string,
      paid: 1990 + ((i * 7919) % 12_000),
      discount: i % 4 === 0 ? 20 : 0,
      sizes: SIZES.filter((_, s) => (i + s) % 3 !== 0),
      addedAt: 1_700_000_000_000,
      position: i,
      active: true,
    }));
    expect(encodeSummary(thousand).length).toBeLessThan(8_000);
  });
});

import { lazy, Suspense, useId, useState } from 'react';
import type { FacetCount, ListingFacets, ListingSort } from '@shop/shared/contract/catalog';
import { formatEuro } from '@shop/shared/money';
import { sizeLabel } from '@shop/shared/sizeWords';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import type { CatalogMessages } from '../../../i18n/messages/en/catalog.ts';
import { useModalDialog } from '../../../ui/useModalDialog.ts';
import { hasChoice, type ListingChoice, NO_CHOICE } from '../api/searchProducts.ts';
import { isBand } from './priceRange.ts';
import '../../../ui/sidePanel.css';
import './filters.css';

// The typed price range comes with the panel, in a chunk of its own: the listing's first load does not carry it.
const PriceRangeForm = lazy(async () => ({ default: (await import('./PriceRangeForm.tsx')).PriceRangeForm }));

type FilterTexts = CatalogMessages['filters'];
type Band = { min: number; max: number | null };

/** "Under 20,00 €", "20,00 € – 49,99 €", "100,00 € and over": by the price a shopper pays. */
export function bandLabel({ min, max }: Band, t: Pick<FilterTexts, 'under' | 'andOver'>): string {
  if (min === 0 && max !== null) return t.under(formatEuro(max + 1));
  if (max === null) return t.andOver(formatEuro(min));
  return `${formatEuro(min)} – ${formatEuro(max)}`;
}

/** A price chosen: its band's label, or a typed range's ("From 12,50 €", "Up to 30,00 €", "12,50 € – 30,00 €"). */
export function priceLabel(range: Band, t: Pick<FilterTexts, 'under' | 'andOver' | 'fromPrice' | 'upToPrice'>): string {
  if (isBand(range)) return bandLabel(range, t);
  if (range.max === null) return t.fromPrice(formatEuro(range.min));
  if (range.min === 0) return t.upToPrice(formatEuro(range.max));
  return `${formatEuro(range.min)} – ${formatEuro(range.max)}`;
}

const sameBand = (a: Band | undefined, b: Band | undefined) => a?.min === b?.min && a?.max === b?.max;
const toggle = (values: readonly string[], value: string) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

interface ListingFiltersProps {
  choice: ListingChoice;
  onChoose: (choice: ListingChoice) => void;
  /** The counts beside each value; undefined until they are asked for and have come. */
  facets: ListingFacets | undefined;
  /** How many products the choice shows, once known. */
  total: number | undefined;
  /** The shopper showed interest in the filters: time to ask for the counts. */
  onInterest: () => void;
}

/**
 * A listing's filter and sort bar: "Filter" opens a panel of sizes, colours and price bands
 * with the counts beside each value; "Sort by" orders the listing; what is chosen shows as
 * buttons that take it away again. Each change is applied at once and kept in the address.
 */
export function ListingFilters({ choice: current, onChoose: choose, facets, total, onInterest }: ListingFiltersProps) {
  const [open, setOpen] = useState(false);
  // A box ticked shows ticked at once, while the address and the listing follow.
  const [pending, setPending] = useState<{ from: ListingChoice; to: ListingChoice }>();
  const choice = pending?.from === current ? pending.to : current;
  const onChoose = (next: ListingChoice) => {
    setPending({ from: current, to: next });
    choose(next);
  };
  const sortId = useId();
  const catalog = useMessages('catalog');
  const t = catalog.filters;
  const chosen = choice.sizes.length + choice.colors.length + (choice.price ? 1 : 0);
  // A colour is chosen by its value (the English name, as the address keeps it) and shown by its label in the page's language.
  const colourName = (color: string) => facets?.colors.find((c) => c.value === color)?.label ?? color;
  const chips = [
    ...choice.sizes.map((size) => ({
      label: catalog.sizeOf(size),
      remove: () => onChoose({ ...choice, sizes: toggle(choice.sizes, size) }),
    })),
    ...choice.colors.map((color) => ({
      label: colourName(color),
      remove: () => onChoose({ ...choice, colors: toggle(choice.colors, color) }),
    })),
    ...(choice.price ? [{ label: priceLabel(choice.price, t), remove: () => onChoose({ ...choice, price: undefined }) }] : []),
  ];
  return (
    <div className="listing-tools">
      <div className="listing-tools__bar">
        <button
          type="button"
          className="button button--secondary listing-tools__filter"
          aria-haspopup="dialog"
          onPointerEnter={onInterest}
          onFocus={onInterest}
          onClick={() => {
            onInterest();
            setOpen(true);
          }}
        >
          {t.filter}
          {chosen > 0 ? ` (${chosen})` : ''}
        </button>
        <div className="listing-tools__sort">
          <label htmlFor={sortId}>{t.sortBy}</label>
          <select
            id={sortId}
            // An order chosen before the page's code is there outlives hydration (shared/src/earlyTaps.ts).
            data-early=""
            value={choice.sort ?? ''}
            onChange={(event) => onChoose({ ...choice, sort: (event.target.value || undefined) as ListingSort | undefined })}
          >
            {Object.entries(t.sorts).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {chips.length > 0 ? (
        <ul className="listing-tools__chosen" aria-label={t.chosen}>
          {chips.map((chip) => (
            <li key={chip.label}>
              <button type="button" className="filter-chip" onClick={chip.remove} aria-label={t.remove(chip.label)}>
                {chip.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="text-button" onClick={() => onChoose({ ...NO_CHOICE, sort: choice.sort })}>
              {catalog.listing.clearAll}
            </button>
          </li>
        </ul>
      ) : null}
      {open ? <FilterPanel choice={choice} onChoose={onChoose} facets={facets} total={total} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

interface FilterPanelProps extends Pick<ListingFiltersProps, 'choice' | 'onChoose' | 'facets' | 'total'> {
  onClose: () => void;
}

/** The filters as a modal panel: from the side on wide screens, the whole screen on phones. */
function FilterPanel({ choice, onChoose, facets, total, onClose }: FilterPanelProps) {
  const dialog = useModalDialog(onClose);
  const titleId = useId();
  const catalog = useMessages('catalog');
  const t = catalog.filters;
  const language = useLanguage();
  return (
    <dialog {...dialog} className="side-panel side-panel--left filter-panel" aria-labelledby={titleId}>
      <div className="side-panel__inner">
        <header className="side-panel__head">
          <h2 id={titleId} className="side-panel__title">
            {t.filter}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t.closePanel}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="filter-panel__body">
          {facets ? (
            <>
              <ValueGroup
                legend={catalog.size}
                values={facets.sizes.map((size) => ({ ...size, label: sizeLabel(size.value, language) }))}
                chosen={choice.sizes}
                onToggle={(size) => onChoose({ ...choice, sizes: toggle(choice.sizes, size) })}
              />
              <ValueGroup
                legend={t.colour}
                values={facets.colors}
                chosen={choice.colors}
                onToggle={(color) => onChoose({ ...choice, colors: toggle(choice.colors, color) })}
              />
              <fieldset className="filter-group">
                <legend>{t.price}</legend>
                <label className="filter-option">
                  <input type="radio" name="price" checked={!choice.price} onChange={() => onChoose({ ...choice, price: undefined })} />
                  {t.anyPrice}
                </label>
                {facets.prices.map((band) => (
                  <label key={band.min} className="filter-option">
                    <input
                      type="radio"
                      name="price"
                      checked={sameBand(choice.price, band)}
                      disabled={band.count === 0 && !sameBand(choice.price, band)}
                      onChange={() => onChoose({ ...choice, price: { min: band.min, max: band.max } })}
                    />
                    {bandLabel(band, t)} <span className="filter-option__count">({band.count})</span>
                  </label>
                ))}
                <Suspense fallback={null}>
                  <PriceRangeForm
                    key={`${choice.price?.min}-${choice.price?.max}`}
                    chosen={choice.price}
                    onApply={(price) => onChoose({ ...choice, price })}
                  />
                </Suspense>
              </fieldset>
            </>
          ) : (
            <p className="filter-panel__loading">{t.loading}</p>
          )}
        </div>
        <footer className="filter-panel__foot">
          <button
            type="button"
            className="button button--secondary"
            disabled={!hasChoice({ ...choice, sort: undefined })}
            onClick={() => onChoose({ ...NO_CHOICE, sort: choice.sort })}
          >
            {catalog.listing.clearAll}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {total === undefined ? t.showProducts : t.show(total)}
          </button>
        </footer>
      </div>
    </dialog>
  );
}

function ValueGroup(props: { legend: string; values: FacetCount[]; chosen: readonly string[]; onToggle: (value: string) => void }) {
  const { legend, values, chosen, onToggle } = props;
  if (values.length === 0) return null;
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {values.map(({ value, label, count }) => {
        const checked = chosen.includes(value);
        return (
          <label key={value} className="filter-option">
            <input type="checkbox" checked={checked} disabled={count === 0 && !checked} onChange={() => onToggle(value)} />
            {label ?? value} <span className="filter-option__count">({count})</span>
          </label>
        );
      })}
    </fieldset>
  );
}

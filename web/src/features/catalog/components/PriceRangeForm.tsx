import { useId, useState } from 'react';
import { useMessages } from '../../../i18n/messages.ts';
import { eurosForInput, type PriceRange, rangeFromInputs } from './priceRange.ts';

/** One of the range's boxes: euros as typed, with the decimal keypad on a phone. */
function PriceBox({
  label,
  onChange,
  ...input
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <label className="filter-range__box">
      {label}
      <input type="text" inputMode="decimal" autoComplete="off" {...input} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/**
 * "From" and "To" in euros (the price paid, both ends included): 12, 12,50 or 12.50. A box that
 * is not a price, a negative one, or "To" below "From" is said beside the boxes and nothing is
 * asked; blank boxes mean any price.
 */
export function PriceRangeForm({ chosen, onApply }: { chosen: PriceRange | undefined; onApply: (range: PriceRange | undefined) => void }) {
  const t = useMessages('catalog').filters;
  const id = useId();
  const [from, setFrom] = useState(chosen && chosen.min > 0 ? eurosForInput(chosen.min) : '');
  const [to, setTo] = useState(chosen && chosen.max !== null ? eurosForInput(chosen.max) : '');
  const [problem, setProblem] = useState<{ text: string; field: 'from' | 'to' }>();
  const invalid = (field: 'from' | 'to') => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {});
  return (
    <form
      className="filter-range"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = rangeFromInputs(from, to);
        if ('problem' in result) {
          setProblem({ text: t.priceProblems[result.problem], field: result.field });
          return;
        }
        setProblem(undefined);
        onApply(result.range);
      }}
    >
      <div className="filter-range__boxes">
        <PriceBox label={t.priceFrom} name="priceFrom" value={from} onChange={setFrom} {...invalid('from')} />
        <PriceBox label={t.priceTo} name="priceTo" value={to} onChange={setTo} {...invalid('to')} />
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="filter-range__problem" role="alert">
          {problem.text}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary filter-range__apply">
        {t.applyPrice}
      </button>
    </form>
  );
}

import { useMessages } from '../../../i18n/messages.ts';

interface QuantityStepperProps {
  quantity: number;
  /** The most that can be chosen: the pieces left of the chosen size. */
  limit: number;
  onChange: (quantity: number) => void;
}

/** How many pieces to add: minus, the count, plus, from 1 up to what is left. */
export function QuantityStepper({ quantity, limit, onChange }: QuantityStepperProps) {
  const shown = Math.min(quantity, limit);
  const t = useMessages('catalog').purchase;
  return (
    <fieldset className="purchase__quantity">
      <legend className="purchase__label">{t.quantity}</legend>
      <div className="stepper purchase__stepper">
        <button
          type="button"
          className="stepper__button"
          onClick={() => onChange(Math.max(1, shown - 1))}
          disabled={shown <= 1}
          aria-label={t.decrease}
        >
          −
        </button>
        <output className="stepper__value" aria-live="polite">
          {shown}
        </output>
        <button
          type="button"
          className="stepper__button"
          onClick={() => onChange(Math.min(limit, shown + 1))}
          disabled={shown >= limit}
          aria-label={t.increase}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}

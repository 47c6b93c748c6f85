import { useMessages } from '../../../i18n/messages.ts';
import { StepButtons } from '../../../ui/StepButtons.tsx';

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
        <StepButtons
          quantity={shown}
          max={limit}
          onStep={(quantity) => onChange(Math.min(limit, Math.max(1, quantity)))}
          decreaseLabel={t.decrease}
          increaseLabel={t.increase}
        >
          <output className="stepper__value" aria-live="polite">
            {shown}
          </output>
        </StepButtons>
      </div>
    </fieldset>
  );
}

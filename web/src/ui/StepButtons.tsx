import type { ReactNode } from 'react';

interface StepButtonsProps {
  quantity: number;
  /** The most that can be chosen, where the plus stops; none: the quantity's own check says. */
  max?: number;
  /** Called with the quantity one less or one more; the minus stops at 1. */
  onStep: (quantity: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** What shows the count between the two: an output, or a field to type it in. */
  children: ReactNode;
}

/**
 * Minus, the count, plus: the buttons of every quantity stepper of the shop (the product page's,
 * the cart drawer's, the checkout's), inside the `.stepper` each one wraps them in.
 */
export function StepButtons({
  quantity,
  max = Number.POSITIVE_INFINITY,
  onStep,
  decreaseLabel,
  increaseLabel,
  children,
}: StepButtonsProps) {
  return (
    <>
      <button
        type="button"
        className="stepper__button"
        onClick={() => onStep(quantity - 1)}
        disabled={quantity <= 1}
        aria-label={decreaseLabel}
      >
        −
      </button>
      {children}
      <button
        type="button"
        className="stepper__button"
        onClick={() => onStep(quantity + 1)}
        disabled={quantity >= max}
        aria-label={increaseLabel}
      >
        +
      </button>
    </>
  );
}

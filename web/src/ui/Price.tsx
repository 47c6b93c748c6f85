import { type Cents, formatEuro } from '@shop/shared/money';
import { useMessages } from '../i18n/messages.ts';

/** A price; when it is below the original, the original is shown struck through beside it. */
export function Price({ amount, original, className }: { amount: Cents; original?: Cents; className?: string }) {
  const t = useMessages('shop').price;
  const reduced = original !== undefined && original > amount;
  return (
    <span className={`price${reduced ? ' price--reduced' : ''}${className ? ` ${className}` : ''}`}>
      {reduced ? (
        <>
          <span className="visually-hidden">{t.now}</span>
          <span className="price__now">{formatEuro(amount)}</span> <span className="visually-hidden">{t.was}</span>
          <s className="price__was">{formatEuro(original)}</s>
        </>
      ) : (
        <span className="price__now">{formatEuro(amount)}</span>
      )}
    </span>
  );
}

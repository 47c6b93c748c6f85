import { useMessages } from '../i18n/messages.ts';

/** The payment brands the shop accepts (SPEC §1), drawn inline: no external images or fonts. */
export function PaymentBrands({ className }: { className?: string }) {
  const t = useMessages('shop').paymentBrands;
  return (
    <ul className={`payment-brands${className ? ` ${className}` : ''}`} aria-label={t.label}>
      <li>
        <svg viewBox="0 0 48 30" role="img" aria-label="Visa">
          <text x="24" y="20" fill="#1a1f71" fontSize="13" fontStyle="italic">
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" role="img" aria-label="Mastercard">
          <circle cx="19" cy="15" r="8.5" fill="#eb001b" />
          <circle cx="29" cy="15" r="8.5" fill="#f79e1b" />
          <path d="M24 8.1a8.5 8.5 0 0 1 0 13.8 8.5 8.5 0 0 1 0-13.8Z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" role="img" aria-label="PayPal">
          <text x="24" y="19" fontSize="10.5" fontStyle="italic">
            <tspan fill="#003087">Pay</tspan>
            <tspan fill="#009cde">Pal</tspan>
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" role="img" aria-label={t.bankTransfer}>
          <path
            d="M24 5.5 14 10.5h20ZM16 12h2.4v8H16Zm4.8 0h2.4v8h-2.4Zm4.8 0H28v8h-2.4Zm4.8 0H33v8h-2.4ZM13.5 21.5h21V24h-21Z"
            fill="#3d4a35"
          />
        </svg>
      </li>
    </ul>
  );
}

import { WITHDRAWAL_TEXT } from '@shop/shared/contract/withdrawalText';
import { formatEuro } from '@shop/shared/money';
import { SHIPPING_RATES } from '@shop/shared/shipping';
import { Link } from 'react-router-dom';
import { type FaqGroups, FaqList } from '../../components/FaqList.tsx';
import { WITHDRAWAL_PAGE } from '../../legalLinks.ts';

const { CROATIA, EU, WORLD } = SHIPPING_RATES;

const GROUPS: FaqGroups = [
  [
    'Orders and payment',
    [
      [
        'How do I pay?',
        <>
          By card, PayPal or direct bank deposit. See <Link to="/payments">Payments</Link>.
        </>,
      ],
      [
        'I paid by bank transfer. When does my order ship?',
        'As soon as the payment reaches us, which can take up to 3 days. Please pay within 3 business days; an order unpaid after 7 days is cancelled.',
      ],
      [
        'Can I use two discount codes?',
        'No: one discount code or voucher per purchase. A gift voucher can pay for part of an order and is to be used within 6 months.',
      ],
      [
        'Can I change or cancel my order?',
        'Write to us as soon as you can through the contact form with your order number. Until the parcel leaves our workshop we can almost always change it.',
      ],
    ],
  ],
  [
    'Shipping',
    [
      [
        'How much is shipping?',
        `Within Croatia ${formatEuro(CROATIA.fee)}, free for orders over ${formatEuro(CROATIA.freeOver)}; to the rest of the EU ${formatEuro(EU.fee)}, free over ${formatEuro(EU.freeOver)}; to the rest of the world ${formatEuro(WORLD.fee)}, free over ${formatEuro(WORLD.freeOver)}. Pickup in Zagreb is free.`,
      ],
      [
        'When will my order arrive?',
        <>
          Orders placed before 12 noon on a working day ship the same day. Within Croatia they take 2–5 business days; see{' '}
          <Link to="/shipping-and-delivery">Shipping and delivery</Link> for everywhere else.
        </>,
      ],
      [
        'Can I pick up my order?',
        'Yes, free of charge, at our office on Ilica or at our store on Kaptol, both in Zagreb. Choose Pickup at checkout.',
      ],
    ],
  ],
  [
    'Returns',
    [
      [
        'Can I return something?',
        <>
          Yes: you may withdraw from any purchase within 14 days of receiving it, sale items included, without giving a reason, online with{' '}
          <Link to={WITHDRAWAL_PAGE}>{WITHDRAWAL_TEXT.functionLabel}</Link>. Return shipping is paid by you. See{' '}
          <Link to="/returns">Returns</Link>.
        </>,
      ],
      [
        'When do I get my money back?',
        'Within 14 days of your withdrawal reaching us, to the card, PayPal or bank account you paid with; we may wait until the pieces are back with us or you have shown us that you sent them.',
      ],
    ],
  ],
  [
    'Pre-orders',
    [
      [
        'What does "Preorder now" mean?',
        'The piece is made for you after you order it. You pay as for any order; it ships within about 14 business days, and we email you when it is on its way.',
      ],
      [
        'A size is sold out. Will it come back?',
        'Often, yes. Press the "Notify for …" button of that size on the product page and we email you once when it is back in stock.',
      ],
    ],
  ],
  [
    'Sizes and care',
    [
      [
        'How do I find my size?',
        <>
          Measure your chest, waist and hips and compare them with our <Link to="/size-guide">Size Guide</Link>. Between two sizes? Linen
          and knits are forgiving; take the larger one for a relaxed fit.
        </>,
      ],
      [
        'How do I wash linen and wool?',
        <>
          Linen at 30 °C on a gentle cycle, wool by hand in cool water and dried flat. Our <Link to="/blog">blog</Link> has step-by-step
          guides.
        </>,
      ],
      [
        'Do you repair what you sell?',
        'Yes. Bring it to our Kaptol store on a Thursday evening, or send it to us; small repairs of our own pieces are free.',
      ],
    ],
  ],
  [
    'Account and newsletter',
    [
      ['Do I need an account to order?', 'No. You can check out with just your email; an account fills in your details for you next time.'],
      [
        'How do I leave the newsletter?',
        'Every newsletter email has an unsubscribe link at the bottom. One click and you will not hear from us again.',
      ],
    ],
  ],
];

/** The English text of Faq. */
export function Body() {
  return (
    <>
      <p className="lead">
        The questions we hear most often. Yours is not here? <Link to="/contact">Ask us</Link>.
      </p>
      <FaqList groups={GROUPS} />
    </>
  );
}

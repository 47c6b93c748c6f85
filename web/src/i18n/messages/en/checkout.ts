import { ORDER_ROW_LABELS } from '@shop/shared/orderRows';
import { COMPANY_MESSAGES } from '@shop/shared/contract/orderParties';
import type { PaymentMethod } from '@shop/shared/contract/orders';
import { PROMOTION_MESSAGES } from '@shop/shared/contract/promotions';
import { WITHDRAWAL_FUNCTION_LABEL } from '@shop/shared/contract/withdrawalLabel';
import type { DeliveryLocation, DeliveryMethod } from '@shop/shared/shipping';

/** English texts of the checkout section: the spec's words, word for word where it quotes them. */
export const checkout = {
  loading: 'Loading...',
  backToHomepage: 'Back to Homepage',
  total: 'Total',

  page: {
    title: 'Checkout',
    emptyCart: 'Your cart is empty',
    deliveryDetails: 'Delivery details',
    email: 'Email',
    billingSameAsDelivery: 'Billing address same as delivery',
    billingAddress: 'Billing address',
    goToPayment: 'Go to payment',
    /** Said under "Go to payment" when the shop could not be asked at all, or answered without a reason. */
    paymentNotOpened: 'The payment page could not be opened. Please try again.',
  },

  address: {
    country: 'Country',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street',
    streetNo: 'Street number',
    additionalInformation: 'Apartment, extra info',
    city: 'City',
    zipCode: 'ZIP code',
    phone: 'Phone',
  },

  /** The form's messages, as the shared schemas the API checks with write them in English. */
  errors: {
    email: 'Please enter a valid email address.',
    country: 'Please select a country.',
    firstName: 'Please enter your first name.',
    lastName: 'Please enter your last name.',
    street: 'Please enter your street name and number.',
    streetNo: 'Please enter your street name and number.',
    city: 'Please enter your city.',
    zipCode: 'Please enter your ZIP code.',
    phone: 'Please enter your Phone number.',
    companyName: COMPANY_MESSAGES.nameRequired as string,
    companyOib: COMPANY_MESSAGES.oibInvalid as string,
    tooLong: (max: number) => `At most ${max} characters.`,
  },

  savedAddress: {
    label: 'Saved address',
    choose: 'Choose a saved address',
  },

  company: {
    buyingForCompany: 'Buying for a company',
    legend: 'Company (R1 invoice)',
    hint: 'The invoice is made out to the company at the billing address, with its OIB.',
    name: 'Company name',
    oib: 'OIB',
  },

  delivery: {
    legend: 'Delivery method',
    methods: { DELIVERY: 'Delivery', PICK_UP: 'Pickup' } as Record<DeliveryMethod, string>,
    pickupLocation: 'Pickup location',
    locations: { OFFICE: 'Office', STORE_KAPTOL: 'Store Kaptol' } as Record<DeliveryLocation, string>,
  },

  preOrder: {
    title: 'Some items are on pre-order',
    intro: 'These items are not on our shelves right now:',
    estimate: 'The estimated shipping time is 14 business days. We will notify you when your order is ready.',
    confirm: 'Yes! I want my order',
    decline: "No! I don't want to wait",
  },

  summary: {
    title: 'Your order',
  },

  /** The rows above the total, on the checkout and on the order's page. */
  totals: ORDER_ROW_LABELS.en,

  /** What the checkout says about VAT before the order is placed (as shared `checkoutVatText` writes it). */
  vat: {
    included: 'Prices include VAT.',
    rate: (rate: string) => `Prices include ${rate} VAT.`,
    countryRate: (rate: string) => `Prices include ${rate} VAT of the country of delivery.`,
    export: 'Delivery outside the EU: prices without VAT (export, 0 % VAT). Import VAT and duties may be charged on delivery.',
  },

  line: {
    /** A line as buttons and fields name it: the product, its colour and its size. */
    label: (name: string, size: string, colour?: string) => `${name}${colour ? `, ${colour}` : ''}, size ${size}`,
    size: (size: string) => `Size ${size}`,
    /** Under the product's name: "Oat · Size M". */
    meta: (size: string, colour?: string) => `${colour ? `${colour} · ` : ''}Size ${size}`,
    quantityOf: (label: string) => `Quantity of ${label}`,
    quantity: 'Quantity',
    decrease: (label: string) => `Decrease quantity of ${label}`,
    increase: (label: string) => `Increase quantity of ${label}`,
    remove: 'Remove',
    invalidQuantity: 'Invalid quantity. Please enter a positive number.',
  },

  codes: {
    apply: 'Apply',
    remove: 'Remove',
    discount: {
      label: 'Discount code',
      /** After "Remove", for screen readers: what is removed. */
      removeWhat: (code: string) => `discount code ${code}`,
      removed: 'Discount code removed.',
      applied: (code: string, percent: number) => `Code ${code} applied: ${percent}% off.`,
      /** Some sale lines keep their larger sale discount: discounts do not stack. */
      lowersNothing: (code: string) => `Code ${code} lowers nothing here.`,
      /** Said after the code's words when a sale line keeps its larger sale discount: discounts do not stack. */
      saleKept: 'Sale items keep their sale price.',
      alreadyApplied: PROMOTION_MESSAGES.discountAlreadyApplied as string,
      rejected: PROMOTION_MESSAGES.discountRejected as string,
      noMatchingProduct: PROMOTION_MESSAGES.discountNoMatchingProduct as string,
    },
    giftCard: {
      label: 'Gift card',
      removeWhat: (code: string) => `gift card ${code}`,
      removed: 'Gift card removed.',
      applied: (amount: string) => `Gift card applied: ${amount} available.`,
      invalid: PROMOTION_MESSAGES.giftCardInvalid as string,
    },
  },

  /** /return: back from the payment page with the payment complete. */
  returned: {
    title: 'Thank you',
    heading: 'Thank you for your order!',
    /** Around the customer's email, which is shown in bold. */
    emailBefore: 'A confirmation email will be sent to ',
    emailAfter: '. If you have any questions, please write to us.',
  },

  /** /order-success/:id */
  order: {
    title: 'Order',
    noOrder: 'No order yet, please order',
    yourOrder: 'Your order',
    thanks: 'Thank you for ordering!',
    /** Before the order's number in the lead: "Order TK-… · Paid". */
    number: 'Order',
    confirmingPayment: 'We are confirming your payment with the payment provider…',
    lineMeta: (size: string, quantity: number) => `Size ${size} · Quantity ${quantity}`,
    madeToOrder: (count: number) => `${count} made to order`,
    details: 'Order details',
    orderNumber: 'Order number',
    date: 'Date',
    email: 'Email',
    payment: 'Payment',
    pickupAt: 'Pickup at',
    deliveryTo: 'Delivery to',
    paymentMethods: {
      CARD: 'Card',
      PAYPAL: 'PayPal',
      BANK_TRANSFER: 'Bank transfer',
      GIFT_CARD: 'Gift card',
    } as Record<PaymentMethod, string>,
    withdraw: 'Changed your mind? You may withdraw within 14 days of receiving your order:',
    withdrawLink: WITHDRAWAL_FUNCTION_LABEL as string,
    transfer: {
      title: 'Waiting for your bank transfer',
      ships: 'Your order ships once your transfer arrives.',
      iban: 'IBAN',
      bic: 'BIC',
      accountHolder: 'Account holder',
      reference: 'Reference',
      amount: 'Amount',
      /** Why the IBAN differs from the seller's own on the invoice, naming the account's holder. */
      whyThisIban: (holder: string) =>
        `Our payment provider, Stripe, gave you this IBAN for your payments to ${holder}, which is why it differs from the IBAN on our invoice: pay to it with the reference above, so that your payment is matched to this order.`,
      deadline:
        'Please pay within 3 business days; a transfer may take up to 3 days to reach us. An order not paid within 7 days is cancelled.',
    },
    account: {
      title: 'Create an account',
      /** Around the order's email, which is shown in bold. */
      textBefore: 'Next time, checkout fills in your email and address for you. Your account would be ',
      textAfter: '.',
      create: 'Create an account',
    },
  },

  /** /order-error/:id: the spec's placeholder, word for word, under a heading for screen readers. */
  orderError: {
    title: 'Order error',
    placeholder: 'OrderError',
  },
};

export type CheckoutMessages = typeof checkout;

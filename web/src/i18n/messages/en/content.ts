import { BRAND } from '@shop/shared/brand';
import { WITHDRAWAL_TEXT } from '@shop/shared/contract/withdrawalText';

/** English texts of the content section: the spec's words, word for word where it quotes them. */
export const content = {
  loading: 'Loading...',
  loadMore: 'Load More',
  sending: 'Sending...',
  /** A failed call that said nothing of its own. */
  answeredWithStatus: (status: number) => `The shop answered with status ${status}.`,

  blogList: {
    title: 'Blog',
    description:
      'Stories from the Tkanica workshop in Zagreb: our makers, natural fabrics and dyes, and how to care for clothes so they last.',
    lead: 'Stories from our workshop, the people who make our clothes, and how to make them last.',
    empty: 'No blogs available.',
    listLabel: 'Blog posts',
    readMore: 'Read More',
  },
  blogPost: {
    back: '← All stories',
    gallery: 'Gallery',
    picture: (name: string, number: number) => `${name}, picture ${number}`,
  },
  vanished: {
    seoTitle: 'Story not found',
    description: 'This blog story has vanished. Find our other stories on the Tkanica blog.',
    title: 'This treasure has vanished',
    text: 'We searched every drawer of the workshop, but this story seems to have slipped through the loom. It may have been moved, or the link may have lost a thread along the way.',
    explore: 'Explore other stories',
  },

  contact: {
    seoTitle: 'Contact',
    description: `Write to ${BRAND.name} in Zagreb: questions about sizes, orders, returns or custom pieces. We answer within two working days.`,
    title: 'Contact us',
    lead: 'A question about a size, an order or a piece you would like made to measure? Write to us and we will answer within two working days.',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    message: 'Message',
    send: 'Send message',
    // SPEC §8, word for word.
    sent: 'Sent successfully!',
    failed: 'Something went wrong, please try again!',
    willAnswer: 'We will answer you by email.',
    error: 'Error:',
    asideLabel: 'Other ways to reach us',
    writeOrCall: 'Write or call',
    emailLine: 'Email:',
    whatsappLine: 'Whatsapp:',
  },
  /** The shop's places in Zagreb, by their id in shopPlaces.ts. */
  stores: {
    kaptol: { name: 'Store Kaptol', hours: 'Mon–Fri 10–20, Sat 9–14' },
    office: { name: 'Office and pickup point', hours: 'Mon–Fri 9–16' },
  },

  newsletter: {
    confirm: {
      title: 'Confirm your subscription',
      description: 'Confirm your subscription to the Tkanica newsletter.',
      failed: 'We could not confirm your subscription',
      done: 'Thank you!',
    },
    unsubscribe: {
      title: 'Unsubscribe',
      description: 'Unsubscribe from the Tkanica newsletter.',
      failed: 'We could not unsubscribe you',
      done: 'You are unsubscribed',
    },
    ourSide: 'Something went wrong on our side. Please open the link again in a moment.',
    home: 'Back to Homepage',
  },

  changePassword: {
    title: 'Change password',
    description: 'Changing your Tkanica password from your profile is coming soon.',
    soon: 'Changing your password from here is coming soon.',
    before: 'Until then, you can set a new password with ',
    link: 'Forgot password',
    after: ': we email you a link to choose a new one.',
  },
  termsOfService: {
    title: 'Terms of service',
    description: 'The terms of service of the Tkanica website are being prepared.',
    soon: 'Our terms of service for using this website are being prepared and will be published here.',
    before: 'The conditions of every purchase are in our ',
    link: 'Terms & Sale Conditions',
    after: '.',
  },
  ccpa: {
    title: 'CCPA',
    description: 'Information for California residents under the California Consumer Privacy Act is being prepared.',
    soon: 'Information for California residents under the CCPA will be published here.',
    before: 'We do not sell personal information. How we handle your data is described in our ',
    link: 'privacy policy',
    after: '.',
  },
  forbidden: {
    seoTitle: 'Forbidden',
    description: 'You are not allowed to see this page.',
    title: 'Nope. This is not for you.',
    text: 'You have no business here. Go away, and take your curiosity with you.',
    home: 'Fine, take me home',
  },
  notFound: {
    seoTitle: 'Page not found',
    description: 'Oops! Wrong turn: the page you are looking for is not here.',
    title: 'Oops! Wrong turn',
    text: 'The page you are looking for is not here.',
    back: 'Go Back',
  },
  unavailable: {
    title: 'Site currently unavailable',
    description: `The ${BRAND.name} shop is briefly unavailable for maintenance. Please come back soon.`,
    text: 'We are mending a few threads of our shop and will be back very soon. Your cart is safe in your browser; please try again in a little while.',
    urgent: 'Something urgent? Write to ',
    retry: 'Try again',
  },

  withdrawal: {
    title: WITHDRAWAL_TEXT.functionLabel as string,
    description:
      'Withdraw from an order online within 14 days of receiving it, sale items included, with your order number and email. We confirm by email at once.',
    confirm: WITHDRAWAL_TEXT.confirmLabel as string,
    notArrived: WITHDRAWAL_TEXT.notArrived as string,
    linesInvalid: WITHDRAWAL_TEXT.linesInvalid as string,
    receivedOn: (when: string) => `Received on ${when}.`,
    offline: 'We could not send your statement. Please check your connection and try again.',
    name: 'Your name',
    orderNumber: 'Order number',
    email: 'Email you ordered with (the confirmation goes there)',
    scope: 'What do you withdraw from?',
    whole: 'The whole order',
    some: 'Only some items',
    items: 'Item numbers, as your order lists them (1 for the first item, e.g. 1, 3)',
    reason: 'Reason (optional: you need not give one)',
  },

  /** The information pages' titles (the browser title and the heading) and meta descriptions. */
  pages: {
    terms: {
      title: 'Terms & Sale Conditions',
      description:
        'The conditions of sale of Tkanica d.o.o., Zagreb: orders, prices, payment, delivery, your 14-day right of withdrawal, complaints, Croatian law and out-of-court dispute resolution.',
    },
    privacy: {
      title: 'Privacy policy',
      description:
        'How Tkanica d.o.o. handles your personal data: what we collect and why, the newsletter, cookies and browser storage, how long we keep data and your rights under the GDPR.',
    },
    returns: {
      title: 'Returns',
      description:
        'You may withdraw from any order within 14 days of receipt, sale items included, online or with the model form. How to send pieces back, when you are refunded, and what we offer on top.',
    },
    shipping: {
      title: 'Shipping and delivery',
      description: (fee: string, freeOver: string) =>
        `Tkanica ships from Zagreb: ${fee} within Croatia and free over ${freeOver}; EU and worldwide rates, delivery times and free pickup.`,
    },
    payments: {
      title: 'Payments',
      description:
        'Pay at Tkanica by card, PayPal or direct bank deposit. Bank transfers within 3 business days; one discount code per purchase; gift vouchers valid 6 months.',
    },
    security: {
      title: 'Security & Privacy',
      description:
        'How Tkanica keeps your payments, account and personal data safe: encrypted connections, payments on a certified payment page, hashed passwords and data kept in the EU.',
    },
    accessibility: {
      title: 'Accessibility statement',
      description:
        'How accessible the Tkanica online shop is: the standard we follow (WCAG 2.1 AA), what does not meet it yet, how to tell us about a barrier, and where to complain.',
    },
    faq: {
      title: 'FAQ',
      description:
        'Answers to common questions about ordering at Tkanica: payment, shipping costs and times, returns, pre-orders, sizes, care and the newsletter.',
    },
    about: {
      title: 'About us',
      description:
        'Tkanica is a small Zagreb label for slow fashion and handmade goods: natural fabrics, small batches, fair pay for the makers and clothes made to be worn for years.',
    },
    careers: {
      title: 'Careers',
      description:
        'Work at Tkanica in Zagreb: a small slow-fashion team of makers. Open positions in our workshop and our Kaptol store, fair pay and time to do things well.',
    },
    sizeGuide: {
      title: 'Size Guide',
      description: 'Tkanica adult sizes XS to XL: chest, waist and hip measurements in centimetres, and how to measure yourself.',
    },
  },

  /** The shipping page's table, drawn from the rates checkout charges by. */
  rates: {
    caption: 'Shipping by destination (prices include VAT)',
    destination: 'Destination',
    deliveryTime: 'Delivery time',
    shipping: 'Shipping',
    freeShipping: 'Free shipping',
    zones: { CROATIA: 'Croatia', EU: 'Other EU countries', WORLD: 'Rest of the world' },
    businessDays: (range: string) => `${range} business days`,
    over: (amount: string) => `orders over ${amount}`,
    pickup: 'Pickup in Zagreb',
    pickupTime: 'from the next working day',
    always: 'always',
  },
  /** The size guide's table of body measurements. */
  sizes: {
    caption: 'Adults: body measurements in cm',
    size: 'Size',
    chest: 'Chest',
    waist: 'Waist',
    hips: 'Hips',
    /** Shown to a shopper who came from a product's Fit & fabric (docs/decisions/079). */
    backToProduct: 'Back to the measurements of the piece you were looking at',
  },
};

export type ContentMessages = typeof content;

import { ORDER_ROW_LABELS } from '@shop/shared/orderRows';
import { ACCOUNT_MESSAGES } from '@shop/shared/contract/accounts';
import { PERSONAL_DATA_MESSAGES } from '@shop/shared/contract/personalData';
import type { CustomerLevel } from '@shop/shared/customerLevels';
import type { OrderStatus, OrderView } from '@shop/shared/contract/orders';
import { ORDER_STATUS_TEXT } from '@shop/shared/orderStatus';
import { WITHDRAWAL_TEXT } from '@shop/shared/contract/withdrawalText';

/** Texts of the shop's rules as shared writes them (and the API answers them), each under its name. */
type Texts<T> = { [K in keyof T]: string };

/** English texts of the account section: the spec's words, word for word where it quotes them. */
export const account = {
  common: {
    loading: 'Loading...',
    cancel: 'Cancel',
    close: 'Close',
    logIn: 'Log in',
    forgotPassword: 'Forgot password?',
    tryAgainSoon: 'Please try again in a moment.',
    /** After a success message, on the way to the login page. */
    takingYouToLogin: 'Taking you to the login…',
    logInNow: 'Log in now',
    none: '—',
  },
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    birthDate: 'Date of Birth',
    gender: 'Gender',
    oib: 'OIB',
    oibOptional: 'OIB (optional)',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    newPassword: 'New Password',
    company: 'Company',
    street: 'Street',
    streetNo: 'Street Number',
    additionalInformation: 'Apartment, extra info',
    city: 'City',
    zipCode: 'ZIP Code',
    country: 'Country',
    phone: 'Phone',
    optional: (label: string) => `${label} (optional)`,
  },
  genders: { none: 'Prefer not to say', F: 'Female', M: 'Male', O: 'Other' },
  levels: {
    ECO_FRIENDLY_SUPPORTER: 'Eco-Friendly Supporter',
    BRONZE: 'Bronze',
    SILVER: 'Silver',
    GOLD: 'Gold',
    PLATINUM: 'Platinum',
    PRIVATE_CLIENT: 'Private Client',
  } satisfies Record<CustomerLevel, string>,
  /** The messages of the account's rules and calls, by their names in shared/src/contract/accounts.ts. */
  rules: ACCOUNT_MESSAGES as Texts<typeof ACCOUNT_MESSAGES>,
  /** The messages of the personal data calls (shared/src/contract/personalData.ts). */
  personalDataRules: PERSONAL_DATA_MESSAGES as Texts<typeof PERSONAL_DATA_MESSAGES>,
  /** A text field's length limit (shared/src/contract/common.ts). */
  atMostCharacters: (max: number) => `At most ${max} characters.`,
  /** A 429: the server's own words name what was tried too often and for how long. */
  tooManyTries: (message: string, _minutes: number) => message,
  login: {
    title: 'Login',
    description: 'Log in to see your profile, customer level and orders.',
    failed: 'User not found or login failed.',
    submit: 'Log in',
    newHere: 'New here?',
    createAccount: 'Create an account',
  },
  register: {
    title: 'Register',
    description: 'Create your account: order history, customer level and faster checkout.',
    heading: 'Create an account',
    haveAccount: 'Already have an account?',
    personalDetails: 'Personal details',
    password: 'Password',
    passwordHint: 'At least 8 characters. A few words that belong together are easy to remember.',
    family: 'Family',
    hasChildren: 'I have children',
    expectingBaby: 'I am expecting a baby',
    expectedDate: 'Expected date of birth',
    /** The separate, explicit consent the expected baby is kept with (GDPR Art. 9, docs/decisions/059). */
    expectingBabyConsent:
      'I agree that Tkanica keeps that I am expecting a baby and the due date, to show me suitable products and offers. I can withdraw this at any time in my profile.',
    address: 'Address',
    /** The disclosure holding what an account can do without (docs/decisions/077-short-registration.md). */
    more: 'Tell us more (optional)',
    moreHint: 'None of this is needed for your account; you can also add it later in your profile.',
    aboutYou: 'About you',
    addressHint: 'If you add an address, please fill in all of it: it is kept in your profile for checkout.',
    newsletter: 'Send me the newsletter: new collections and offers',
    /** "I accept the {terms} and the {privacy}", the two names being links. */
    accept: { before: 'I accept the ', terms: 'Terms & Sale Conditions', between: ' and the ', privacy: 'Privacy Policy', after: '' },
    submit: 'Register',
    confirmTitle: 'Please confirm your email',
    goToLogin: 'Go to login',
    linkValid: 'The link is valid for 24 hours. Once you have followed it, you can log in.',
    failedTitle: 'Oops! Something went wrong.',
  },
  children: {
    legend: 'Children',
    child: (n: number) => `Child ${n}`,
    remove: (n: number) => `Remove child ${n}`,
    add: 'Add a child',
  },
  forgot: {
    title: 'Forgot password',
    description: 'Get a link to choose a new password.',
    intro: 'Enter the email of your account and we will send you a link to choose a new password.',
    failed: 'Something went wrong, please try again!',
    sending: 'Sending...',
    submit: 'Send reset link',
    backToLogin: 'Back to login',
    sentTitle: 'Check your email',
  },
  recover: {
    title: 'Choose a new password',
    hint: 'At least 8 characters.',
    failedTitle: 'Error recovering password',
    newLink: 'Ask for a new link',
    submit: 'Save new password',
  },
  activate: {
    title: 'Confirm your email',
    intro: 'Thank you for registering. Confirm your email address to activate your account.',
    submit: 'Confirm my email',
    failed: 'Your account could not be activated. Please try again in a moment.',
  },
  profile: {
    title: 'Profile',
    logout: 'Logout',
    level: 'Customer level:',
  },
  userInfo: {
    heading: 'User information',
    newsletter: 'Newsletter',
    subscribed: 'Subscribed',
    notSubscribed: 'Not subscribed',
    update: 'Update',
    editLabel: 'Edit user information',
    newsletterOption: 'Send me the newsletter',
    expectingBaby: 'Expecting a baby',
    expectingBabyDue: (date: string) => `Yes, due ${date}`,
    expectingBabyYes: 'Yes',
    expectingBabyConsent: 'Consent to keep it',
    consentGiven: (date: string) => `Given on ${date}; untick it under Update to withdraw it and delete the data`,
    consentNotGiven: 'Not given',
    apply: 'Apply',
    failed: 'Your changes could not be saved. Please try again.',
  },
  addresses: {
    heading: 'Addresses',
    new: 'New address',
    edit: 'Edit address',
    useAsDefault: 'Use as my default address',
    save: 'Save address',
    none: 'No addresses yet.',
    default: 'Default address',
    editOne: 'Edit',
    makeDefault: 'Make default',
    remove: 'Remove',
    /** Read after each button's word by screen readers: "Edit address 2". */
    which: (n: number) => ` address ${n}`,
    add: 'Add address',
    failed: 'Your addresses could not be saved. Please try again.',
  },
  orders: {
    heading: 'Your orders',
    /** "No orders yet. Start shopping now!", the second sentence a link to the home page. */
    empty: 'No orders yet.',
    startShopping: 'Start shopping now!',
    details: 'Details',
    ofOrder: (name: string) => ` of order ${name}`,
    loadMore: 'Load More',
    order: (name: string) => `Order ${name}`,
    date: 'Date',
    status: 'Status',
    statuses: ORDER_STATUS_TEXT as Texts<Record<OrderStatus, string>>,
    payment: 'Payment',
    payments: {
      CARD: 'Card',
      PAYPAL: 'PayPal',
      BANK_TRANSFER: 'Bank transfer',
      GIFT_CARD: 'Gift card',
    } satisfies Record<NonNullable<OrderView['paymentMethod']>, string>,
    pickup: 'Pickup',
    deliveryTo: 'Delivery to',
    pickupInZagreb: 'Pickup in Zagreb',
    parcel: 'Parcel',
    followParcel: 'follow your parcel',
    items: (name: string) => `Items of order ${name}`,
    item: 'Item',
    size: 'Size',
    quantity: 'Qty',
    amount: 'Amount',
    /** The rows above an order's total, as the success page names them. */
    totals: ORDER_ROW_LABELS.en,
    total: 'Total',
    withdraw: WITHDRAWAL_TEXT.functionLabel as string,
  },
  personalData: {
    heading: 'Your data',
    intro:
      'Download everything we keep about you as a file, or delete your account. Invoices stay with us for 11 years, as the Accounting Act requires.',
    howWeHandle: 'How we handle your data',
    preparing: 'Preparing your data…',
    download: 'Download my data',
    downloadFailed: 'Your data could not be downloaded. Please try again.',
    deleteWarning:
      'Deleting your account removes your profile, addresses, children, newsletter subscription and back-in-stock notices, and takes your name and address off your past orders. It cannot be undone.',
    password: 'Your password',
    deleting: 'Deleting…',
    deleteForGood: 'Delete my account for good',
    delete: 'Delete my account',
    deleteFailed: 'Your account could not be deleted. Please try again.',
    continue: 'Continue to the shop',
  },
  campaign: {
    image: 'Linen clothes drying on a line in the late summer sun',
    kicker: 'The new season',
    title: 'Made slowly, worn for years',
  },
};

export type AccountMessages = typeof account;

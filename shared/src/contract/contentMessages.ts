/** The texts of content's rules, apart from its schemas: what a message table imports, without zod. */
/** Every text a caller of these calls can see, written once. */
export const CONTENT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  textRequired: 'Message is required',
  blogNotFound: 'There is no such blog post.',
  // SPEC §8, as the footer shows them.
  subscribed: 'Successfully subscribed to the newsletter!',
  subscribeFailed: 'Error subscribing to the newsletter. Please try again.',
  confirmationSent: 'Please confirm your subscription through the link we sent to your email.',
  confirmed: 'Your subscription is confirmed. Welcome to the Tkanica newsletter!',
  alreadyConfirmed: 'Your subscription was already confirmed. Thank you!',
  unsubscribed: 'You have been unsubscribed. You will not get our newsletter any more.',
  newsletterLinkInvalid: 'This link is not valid or has expired. Please subscribe again from the footer of any page.',
  // SPEC §8, as the contact page shows them.
  contactSent: 'Sent successfully!',
  contactFailed: 'Something went wrong, please try again!',
  tooManyMessages: 'Too many messages from your network.',
  tooManySubscriptions: 'Too many subscription requests.',
} as const;

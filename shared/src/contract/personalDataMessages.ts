/** The texts of personalData's rules, apart from its schemas: what a message table imports, without zod. */
export const PERSONAL_DATA_MESSAGES = {
  passwordRequired: 'Please enter your password to delete your account.',
  wrongPassword: 'The password is not correct. Your account was not deleted.',
  tooManyAttempts: 'Too many wrong passwords.',
  openOrders:
    'Your account cannot be deleted while an order is still open. Please wait until it is delivered or cancelled, or write to us.',
  deleted: 'Your account has been deleted. We sent a confirmation to your email.',
} as const;

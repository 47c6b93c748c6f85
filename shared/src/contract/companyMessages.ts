/** The texts of orderParties's rules, apart from its schemas: what a message table imports, without zod. */
export const COMPANY_MESSAGES = {
  nameRequired: 'Please enter the company name.',
  oibInvalid: 'Please enter the company’s OIB: 11 digits, the last a check digit.',
} as const;

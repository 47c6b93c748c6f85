/** The HTTP layer's own texts in English (http.ts, errors.ts, overload.ts): codes `http.*`. */
export const HTTP_MESSAGES = {
  logIn: 'Please log in.',
  notYours: 'This is not yours.',
  notFound: 'Not found.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyNotDeclaredJson: 'The request body must be JSON, sent as application/json.',
  onlyThroughTheShop: 'This address answers only through the shop.',
  /** A 400 of the route's schemas: the first field that is wrong and what is wrong with it, in each language. */
  invalid: ({ field, en }: { field: string; en: string; hr: string }) => `${field}: ${en}`,
  /** What is wrong with one field, as its schema says it in each language. */
  fieldText: ({ en }: { en: string; hr: string }) => en,
  invalidBody: 'The request body is not valid.',
  invalidPath: 'The path is not valid.',
  invalidQuery: 'The query is not valid.',
  ourSide: 'Something went wrong on our side. Nothing was changed; please try again.',
  busy: 'The shop is very busy just now. Please try again in a few seconds.',
  /** What follows a 429's reason. */
  tryAgainIn: ({ minutes }: { minutes: number }) => `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

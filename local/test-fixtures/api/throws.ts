/** A handler with a bug. */
export async function handler(): Promise<never> {
  throw new Error('fixture handler failed on purpose');
}

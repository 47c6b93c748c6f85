/** Takes longer than any test lets it: the server's integration timeout answers for it. */
export function handler(): Promise<never> {
  return new Promise(() => {});
}

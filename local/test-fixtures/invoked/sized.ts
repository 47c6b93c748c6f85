/** Answers as many characters as it is asked for (`{ bytes }`), else how long the payload it was sent is. */
export async function handler(event: unknown): Promise<string | number> {
  const asked = (event as { bytes?: number } | null)?.bytes;
  return typeof asked === 'number' ? 'x'.repeat(asked) : JSON.stringify(event).length;
}

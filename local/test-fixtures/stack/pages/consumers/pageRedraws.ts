/** The stack's drawing of every page at its start: nothing to draw in these tests. */
export async function handler(): Promise<{ batchItemFailures: [] }> {
  return { batchItemFailures: [] };
}

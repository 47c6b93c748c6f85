/** What the wrong-turn page knows of how the shopper came to it. */
export interface ArrivalHistory {
  /** The history entry's state: React Router keeps the entry's position in the shop's own navigation in `idx`. */
  state: unknown;
  /** `document.referrer`: the page whose link opened this one, empty when the address was typed or opened from a bookmark. */
  referrer: string;
  /** The shop's origin (`location.origin`). */
  origin: string;
  /** `history.length`: every entry of the tab, the other sites' too. */
  length: number;
}

/**
 * Where "Go Back" on the wrong-turn page leads: back only when the page before it in the tab is
 * one of the shop's (the shopper came through the shop's own navigation, or a link on one of its
 * pages opened it in the same tab); otherwise, a first page of the visit, to the shop's home,
 * since going back would leave the shop.
 */
export function wrongTurnBack(arrival: ArrivalHistory): 'back' | 'home' {
  const idx = (arrival.state as { idx?: unknown } | null | undefined)?.idx;
  if (typeof idx === 'number' && idx > 0) return 'back';
  return arrival.length > 1 && originOf(arrival.referrer) === arrival.origin ? 'back' : 'home';
}

function originOf(address: string): string | undefined {
  try {
    return address ? new URL(address).origin : undefined;
  } catch {
    return undefined;
  }
}

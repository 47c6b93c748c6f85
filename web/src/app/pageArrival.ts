/**
 * After a navigation inside the SPA, what a page load would give a keyboard and screen reader
 * user: the focus at the start of the new page (its heading), and its title read out. Without
 * it the focus stays on the link followed (or falls to <body> when that link went away) and
 * nothing says the page changed (WCAG 2.4.3 focus order, 4.1.3 status messages).
 *
 * The new page may still be loading its code or data: its first heading is awaited, up to a few
 * seconds, then focused without scrolling (the page has scrolled to its top already). If the
 * shopper moved the focus meanwhile (typed in a field, opened a menu), it is left where they put it.
 */
const WAIT_MS = 5_000;

let announcer: HTMLElement | undefined;

/** The polite live region the title is read from: one for the whole visit, outside React's tree. */
function liveRegion(): HTMLElement {
  if (!announcer) {
    announcer = document.createElement('div');
    announcer.className = 'visually-hidden';
    announcer.setAttribute('aria-live', 'polite');
    announcer.setAttribute('aria-atomic', 'true');
    document.body.append(announcer);
  }
  return announcer;
}

/**
 * Whether the focus is on what the shopper opened: a menu's button while its panel is open, or
 * inside a panel or dialog. The new page may arrive after the shopper opened a menu on it (its
 * code still loading when they clicked); taking the focus to the heading then would close it.
 */
const keptOpen = (element: Element | null) =>
  element !== null && element !== document.body && element.closest('[aria-expanded="true"], dialog[open], #mega-menu') !== null;

/**
 * Called once the new address is drawn (the new page, or its Loading while its code comes):
 * focuses the new page's heading and announces its title.
 */
export function arrived(): void {
  const focusedAtStart = document.activeElement;
  const started = performance.now();
  const look = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) {
      if (performance.now() - started < WAIT_MS) requestAnimationFrame(look);
      return;
    }
    const moved =
      (document.activeElement !== focusedAtStart && document.activeElement !== document.body) || keptOpen(document.activeElement);
    if (!moved) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    // The title React set for the new page; read a moment later so the region's change is heard.
    const region = liveRegion();
    region.textContent = '';
    setTimeout(() => {
      region.textContent = document.title;
    }, 100);
  };
  requestAnimationFrame(look);
}

import { afterEach, describe, expect, it } from 'vitest';
import { arrived } from './pageArrival.ts';

/** What arrived() does after a few frames, in the stand-in browser. */
const frames = (n: number) =>
  new Promise<void>((done) => {
    const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
    next(n);
  });

/** arrived() reads the title out 100 ms after it finds the heading. */
const announced = () => new Promise((done) => setTimeout(done, 150));

// Each test waits for that read-out, which would otherwise come after the file's stand-in browser is gone.
afterEach(async () => {
  await announced();
  document.body.innerHTML = '';
});

describe('a page arriving after a navigation inside the shop', () => {
  it('takes the focus to its heading when the link followed went away, and reads its title out', async () => {
    document.body.innerHTML = '<header><button>Kids</button></header><main><h1>Dresses</h1></main>';
    document.title = 'Dresses | Tkanica';
    (document.activeElement as HTMLElement | null)?.blur();
    arrived();
    await frames(3);
    expect(document.activeElement?.textContent).toBe('Dresses');
    await announced();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Dresses | Tkanica');
  });

  it('leaves the focus on a menu the shopper opened before the page came, so the menu stays open', async () => {
    document.body.innerHTML = '<header><button aria-expanded="true">Toddlers</button></header><main><h1>Dresses</h1></main>';
    const menu = document.querySelector('button') as HTMLButtonElement;
    menu.focus();
    arrived();
    await frames(3);
    expect(document.activeElement).toBe(menu);
  });

  it('leaves the focus inside an open menu panel', async () => {
    document.body.innerHTML =
      '<header><div id="mega-menu"><a href="/category/kids-tops">Tops</a></div></header><main><h1>Dresses</h1></main>';
    const link = document.querySelector('a') as HTMLAnchorElement;
    link.focus();
    arrived();
    await frames(3);
    expect(document.activeElement).toBe(link);
  });
});

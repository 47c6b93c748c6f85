/** The frame both simulator pages share: one file of HTML with its CSS inline, so it works offline. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Part = string | number | Html | null | undefined | false | readonly Part[];

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    text += render(value) + (strings[index + 1] ?? '');
  });
  return new Html(text);
}

function render(value: Part): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Amounts as the shop shows them: German number format, e.g. "89,90 €". */
export function formatAmount(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);
}

const STYLE = `
  :root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --accent: #3b2f63; --bad: #b3261e; --good: #1a7f37; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f6f8fa; }
  main { max-width: 40rem; margin: 2rem auto; padding: 2rem; background: #fff; border: 1px solid var(--line); border-radius: 12px; }
  main.wide { max-width: 64rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
  p.lead { color: var(--muted); margin-top: 0; }
  table { width: 100%; border-collapse: collapse; }
  caption { text-align: left; }
  th, td { text-align: left; padding: .5rem .25rem; border-bottom: 1px solid var(--line); vertical-align: top; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
  form { margin: 0; }
  .wallets form + form { margin-top: .75rem; }
  fieldset { border: 1px solid var(--line); border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  legend { font-weight: 600; padding: 0 .25rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input { width: 100%; font: inherit; padding: .5rem .75rem; border: 1px solid var(--muted); border-radius: 6px; margin-bottom: .75rem; }
  button { font: inherit; font-weight: 600; padding: .6rem 1.2rem; border: 0; border-radius: 6px; background: var(--accent); color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: var(--accent); border: 1px solid var(--accent); }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
  a { color: var(--accent); }
  .message { padding: .75rem 1rem; border-radius: 6px; margin: 1rem 0; }
  .error { background: #ffebe9; color: var(--bad); border: 1px solid var(--bad); }
  .success { background: #dafbe1; color: var(--good); border: 1px solid var(--good); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; font-family: ui-monospace, monospace; }
  .inline { display: inline-block; margin: 0 .25rem .25rem 0; }
  .note { color: var(--muted); font-size: .9rem; }
`;

export function page(title: string, body: Html, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main${options.wide ? ' class="wide"' : ''}>
${body.text}
</main>
</body>
</html>
`;
}

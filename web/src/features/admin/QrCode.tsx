import { generate } from 'lean-qr/nano';

/**
 * A QR code of a text as SVG drawn from its modules (one path, no script, no inline style), for a
 * phone's authenticator app to scan; the text stays on the page beside it for those who type it.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const code = generate(text);
  let path = '';
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) if (code.get(x, y)) path += `M${x + 4} ${y + 4}h1v1h-1z`;
  }
  const side = code.size + 8;
  return (
    <svg className="admin__qr" viewBox={`0 0 ${side} ${side}`} width={side * 5} height={side * 5} role="img" aria-label={label}>
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

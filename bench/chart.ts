/**
 * The report's SVG: cost per request against catalog size and page number, as grouped bars
 * (one group per request, one bar per catalog size), in two panels: capacity units and p50
 * latency as a multiple of a bare GetItem. Plain SVG, no library.
 */
export interface ChartGroup {
  label: string;
  /** One value per series (catalog size). */
  values: number[];
}

export interface ChartPanel {
  title: string;
  unit: string;
  groups: ChartGroup[];
}

const COLORS = ['#4f5d43', '#c5643f', '#2f3c5c', '#9caf88'];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function costChart(series: string[], panels: ChartPanel[], footnote?: string): string {
  const width = 960;
  const panelHeight = 300;
  const left = 70;
  const right = 20;
  const top = 60;
  const bottom = 90;
  const height = top + panels.length * (panelHeight + bottom) + 30;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
  );
  parts.push('<title>API cost per request against catalog size and page number</title>');
  parts.push(`<rect width="100%" height="100%" fill="#fffdf9"/>`);
  parts.push(`<text x="${left}" y="24" font-size="16" font-weight="600">API cost per request against catalog size and page number</text>`);
  series.forEach((name, i) => {
    const x = left + i * 170;
    parts.push(
      `<rect x="${x}" y="36" width="12" height="12" fill="${COLORS[i % COLORS.length]}"/><text x="${x + 18}" y="46">${esc(name)}</text>`,
    );
  });
  panels.forEach((panel, p) => {
    const y0 = top + p * (panelHeight + bottom) + 20;
    const max = Math.max(1e-9, ...panel.groups.flatMap((g) => g.values.filter(Number.isFinite)));
    const scale = (panelHeight - 30) / max;
    const baseY = y0 + panelHeight;
    parts.push(`<text x="${left}" y="${y0}" font-size="14" font-weight="600">${esc(panel.title)}</text>`);
    for (let t = 0; t <= 4; t++) {
      const value = (max * t) / 4;
      const y = baseY - value * scale;
      parts.push(`<line x1="${left}" x2="${width - right}" y1="${y}" y2="${y}" stroke="#ddd3c3"/>`);
      parts.push(
        `<text x="${left - 6}" y="${y + 4}" text-anchor="end" fill="#5c554d">${value < 10 ? value.toFixed(1) : Math.round(value)}</text>`,
      );
    }
    parts.push(
      `<text x="16" y="${y0 + panelHeight / 2}" transform="rotate(-90 16 ${y0 + panelHeight / 2})" text-anchor="middle" fill="#5c554d">${esc(panel.unit)}</text>`,
    );
    const groupWidth = (width - left - right) / Math.max(1, panel.groups.length);
    const barWidth = Math.min(28, (groupWidth - 16) / Math.max(1, series.length));
    panel.groups.forEach((group, g) => {
      const gx = left + g * groupWidth + (groupWidth - barWidth * series.length) / 2;
      group.values.forEach((value, s) => {
        if (!Number.isFinite(value)) return;
        const h = value * scale;
        const x = gx + s * barWidth;
        parts.push(
          `<rect x="${x}" y="${baseY - h}" width="${barWidth - 2}" height="${h}" fill="${COLORS[s % COLORS.length]}"><title>${esc(`${group.label}, ${series[s]}: ${value}`)}</title></rect>`,
        );
        parts.push(
          `<text x="${x + (barWidth - 2) / 2}" y="${baseY - h - 4}" text-anchor="middle" font-size="10">${value < 10 ? value.toFixed(1) : Math.round(value)}</text>`,
        );
      });
      const lx = left + g * groupWidth + groupWidth / 2;
      const words = group.label.split(' ');
      const lines: string[] = [];
      for (const word of words) {
        const last = lines.at(-1);
        if (last && `${last} ${word}`.length <= 16) lines[lines.length - 1] = `${last} ${word}`;
        else lines.push(word);
      }
      lines.slice(0, 4).forEach((line, i) => {
        parts.push(`<text x="${lx}" y="${baseY + 16 + i * 13}" text-anchor="middle">${esc(line)}</text>`);
      });
    });
    parts.push(`<line x1="${left}" x2="${width - right}" y1="${baseY}" y2="${baseY}" stroke="#2a2723"/>`);
  });
  if (footnote) parts.push(`<text x="${left}" y="${height - 8}" fill="#5c554d">${esc(footnote)}</text>`);
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

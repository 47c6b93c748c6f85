import { existsSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where an operator command writes: results on stdout (so they can be piped or redirected),
 * messages and progress on stderr, exports to files written whole.
 */
export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
  /** Redraws the status line in place; only on a terminal. */
  status?(text: string): void;
}

export function processIo(): AdminIo {
  const io: AdminIo = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
  if (process.stderr.isTTY) io.status = (text) => process.stderr.write(`\r\x1b[2K${text}`);
  return io;
}

/** Records what a command wrote, for tests. */
export function captureIo(): AdminIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (line) => stdout.push(line), err: (line) => stderr.push(line) };
}

export interface Progress {
  advance(by: number): void;
  done(): void;
}

const BAR_WIDTH = 30;

/** A one-line bar redrawn on a terminal (`Writing [#####-----] 120/480`); silent elsewhere. */
export function progressBar(io: AdminIo, label: string, total: number): Progress {
  const status = io.status;
  if (!status || total === 0) return { advance() {}, done() {} };
  let current = 0;
  let drawnAt = 0;
  const draw = () => {
    const filled = Math.round((current / total) * BAR_WIDTH);
    status(`${label} [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${current}/${total}`);
  };
  draw();
  return {
    advance(by) {
      current = Math.min(total, current + by);
      // Redrawing more than a few times a second only costs terminal time.
      if (Date.now() - drawnAt > 80 || current === total) {
        drawnAt = Date.now();
        draw();
      }
    },
    done() {
      current = total;
      draw();
      status('');
    },
  };
}

/** Rows as aligned columns under a header; long last columns are left as they are. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** Checks that a file can be written where asked (its folder exists, it is not a folder). */
export function checkOutFile(file: string | undefined, option: string, problems: { add(message: string): void }): void {
  if (file === undefined) return;
  const folder = path.dirname(path.resolve(file));
  if (!existsSync(folder)) problems.add(`${option}: the folder ${folder} does not exist.`);
  else if (existsSync(file) && statSync(file).isDirectory()) problems.add(`${option}: ${file} is a folder.`);
}

/** Writes a whole file or nothing: to a temporary name first, then renamed. */
export function writeFileWhole(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

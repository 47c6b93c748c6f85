import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../local/ports.ts';

/**
 * The shop as `npm start` runs it (local/start.ts), in a process of its own on its own ports and
 * data directory, so a `npm start` the developer has open is not disturbed: started, killed with
 * SIGKILL at a moment the harness chooses, and started again on the same ports and data, with
 * nothing moved by hand in between.
 */

export interface StackPorts {
  shop: number;
  dynamo: number;
  ses: number;
  payments: number;
  sqs: number;
  fiscal: number;
  eracun: number;
}

export interface StackUrls {
  shop: string;
  ses: string;
  payments: string;
  fiscal: string;
  dynamo: string;
}

export interface StartTimes {
  /** Until the shop answered at all: shoppers may go on. */
  upMs: number;
  /** Until its health said every part is up (the pages drawn too). */
  okMs: number;
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * A start that is not healthy within this long needs someone to look at it. Healthy means every
 * page drawn again, beside the backlog the crash left and the shoppers who go on meanwhile: on a
 * busy two-core machine that has taken over four minutes by itself.
 */
const START_TIMEOUT_MS = 600_000;

/** Seven distinct free ports. */
export async function freePorts(): Promise<StackPorts> {
  const taken = new Set<number>();
  const next = async () => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) {
        taken.add(port);
        return port;
      }
    }
  };
  return {
    shop: await next(),
    dynamo: await next(),
    ses: await next(),
    payments: await next(),
    sqs: await next(),
    fiscal: await next(),
    eracun: await next(),
  };
}

/** IPv4 addresses throughout: the shoppers' requests come from 127.x.y.z, which cannot reach ::1. */
export function stackUrls(ports: StackPorts): StackUrls {
  return {
    shop: `http://127.0.0.1:${ports.shop}`,
    ses: `http://127.0.0.1:${ports.ses}`,
    payments: `http://127.0.0.1:${ports.payments}`,
    fiscal: `https://127.0.0.1:${ports.fiscal}`,
    dynamo: `http://127.0.0.1:${ports.dynamo}`,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process below `root`, from /proc: the stack's Node, and what it spawned detached (DynamoDB Local's Java, its watchdog). */
function descendants(root: number): { pid: number; command: string }[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command may hold spaces and parentheses: the fields after its closing one are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: { pid: number; command: string }[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      let command = '';
      try {
        command = readFileSync(`/proc/${child}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        // Gone meanwhile.
      }
      found.push({ pid: child, command });
      walk(child);
    }
  };
  walk(root);
  return found;
}

const signal = (pid: number, sig: NodeJS.Signals) => {
  try {
    process.kill(pid, sig);
  } catch {
    // Already gone.
  }
};

async function portsFree(ports: StackPorts, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const port of Object.values(ports)) {
    for (;;) {
      const busy = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (!busy) break;
      if (Date.now() > deadline) throw new Error(`port ${port} is still taken after the stack was killed`);
      await sleep(100);
    }
  }
}

export class StackProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private starts = 0;
  readonly urls: StackUrls;

  constructor(
    private readonly ports: StackPorts,
    readonly dataDir: string,
    private readonly logDir: string,
    /** Where the tap writes what SES and CIS took (outsideTap.ts). */
    private readonly journal: string,
  ) {
    this.urls = stackUrls(ports);
  }

  /** Starts the stack; `onUp` is called as soon as the shop answers, the promise resolves once it is healthy. */
  async start(onUp: () => void = () => {}): Promise<StartTimes> {
    const started = performance.now();
    const log = openSync(path.join(this.logDir, `stack-${++this.starts}.log`), 'a');
    const main = fileURLToPath(new URL('./stackMain.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: REPO_ROOT,
      // A process group of its own, as a terminal's `npm start` is: killed as one.
      detached: true,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        PORT: String(this.ports.shop),
        DYNAMODB_PORT: String(this.ports.dynamo),
        SES_PORT: String(this.ports.ses),
        PAYMENTS_PORT: String(this.ports.payments),
        SQS_PORT: String(this.ports.sqs),
        FISCAL_PORT: String(this.ports.fiscal),
        ERACUN_PORT: String(this.ports.eracun),
        DATA_DIR: this.dataDir,
        CHAOS_JOURNAL: this.journal,
        CHAOS_SES_PORT: String(this.ports.ses),
        CHAOS_FISCAL_PORT: String(this.ports.fiscal),
      },
    });
    this.child = child;
    let exitCode: number | null | undefined;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code) => {
        exitCode = code;
        resolve();
      });
    });
    let upMs: number | undefined;
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (exitCode !== undefined) {
        const file = path.join(this.logDir, `stack-${this.starts}.log`);
        const said = /The shop could not start: (.*)/.exec(readFileSync(file, 'utf8'))?.[1];
        throw new Error(`the stack exited with ${exitCode} while starting${said ? `: "${said}"` : ''} (${file})`);
      }
      const health = await fetch(`${this.urls.shop}/health`, { signal: AbortSignal.timeout(2_000) })
        .then(async (r) => (await r.json()) as { status?: string })
        .catch(() => undefined);
      if (health && upMs === undefined) {
        upMs = performance.now() - started;
        onUp();
      }
      if (health?.status === 'ok') return { upMs: upMs ?? 0, okMs: performance.now() - started };
      await sleep(250);
    }
    throw new Error(`the stack was not healthy within ${START_TIMEOUT_MS / 1000} s (see ${this.logDir}/stack-${this.starts}.log)`);
  }

  /** The processes of the stack now: Node, DynamoDB Local's Java, the watchdog. */
  processes(): { pid: number; command: string }[] {
    const root = this.child?.pid;
    if (!root) return [];
    return [{ pid: root, command: 'node local/start.ts' }, ...descendants(root)];
  }

  /** The crash: every process of the stack killed with SIGKILL at once, wherever each was. */
  async crash(): Promise<void> {
    await this.kill();
  }

  /** SIGKILL to the process group and to everything below it that left the group (detached children). */
  async kill(): Promise<void> {
    const root = this.child?.pid;
    if (!root) return;
    const processes = this.processes();
    signal(-root, 'SIGKILL');
    for (const p of processes) signal(p.pid, 'SIGKILL');
    await this.exited;
    this.child = undefined;
    await portsFree(this.ports, 15_000);
  }

  /** The end of the run: Ctrl-C as a developer stops it, then whatever is left is killed. */
  async stop(): Promise<void> {
    const root = this.child?.pid;
    if (!root) return;
    signal(-root, 'SIGINT');
    await Promise.race([this.exited, sleep(20_000)]);
    await this.kill();
  }
}

import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SimulatorState } from './types.ts';

/**
 * How the simulator keeps its objects on disk without its cost growing with them: the state file
 * (`payments.json`) is a whole copy of every object, written now and then, and beside it a
 * journal (`payments.json.journal`) gets one line per object changed since, appended at every
 * save. So a save costs what changed, not what the simulator has ever held, while everything a
 * request changed is on disk before its answer goes out, as before. Loading reads the copy and
 * plays the journal's lines over it, skipping a line cut short by a crash mid-write.
 *
 * What changed is seen, not declared: the state handed to the simulator's code is a view whose
 * every object, however deep, notes its top-level object (a session, an intent, a coupon…) as
 * changed when it is written to, deleted from or added to.
 */

type Collection = keyof SimulatorState;
const COLLECTIONS: readonly Collection[] = [
  'sessions',
  'lineItems',
  'paymentIntents',
  'paymentMethods',
  'coupons',
  'charges',
  'refunds',
  'customers',
  'cashBalance',
];

/** One journal line: the object `k` of collection `c` as it is now (`v`), or deleted (`d`); `s` orders lines after the copy. */
interface JournalLine {
  s: number;
  c: Collection;
  k: string;
  v?: unknown;
  d?: 1;
}

/** The copy's own field: the last journal line it holds. */
const SEQUENCE_FIELD = 'journalSequence';
/** The journal is folded into the copy once it is larger than the copy, and not before it holds this much. */
const MIN_JOURNAL_BYTES = 256 * 1024;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

export class StateFile {
  private readonly journalFile: string;
  /** The objects themselves, to read past the view where it would cost (a look over every session); `view` is what the simulator's code reads and writes. */
  readonly raw: Readonly<SimulatorState>;
  readonly view: SimulatorState;
  private readonly changed = new Map<string, [Collection, string]>();
  private sequence = 0;
  private journalBytes = 0;
  private copyBytes = 0;

  /**
   * Reads the copy and the journal (nothing yet: `empty()`), brings the objects up to date with
   * `upgrade`, and writes them as a fresh copy with an empty journal.
   */
  constructor(
    private readonly file: string,
    empty: () => SimulatorState,
    upgrade: (state: SimulatorState) => SimulatorState,
  ) {
    this.journalFile = `${file}.journal`;
    mkdirSync(dirname(file), { recursive: true });
    this.raw = upgrade(this.load(empty));
    this.view = this.track();
    this.compact();
  }

  /** Appends every object changed since the last save to the journal; folds the journal into the copy once it outgrows it. */
  save(): void {
    if (this.changed.size === 0) return;
    let text = '';
    for (const [collection, key] of this.changed.values()) {
      const value = (this.raw[collection] as Record<string, unknown>)[key];
      const line: JournalLine =
        value === undefined ? { s: ++this.sequence, c: collection, k: key, d: 1 } : { s: ++this.sequence, c: collection, k: key, v: value };
      text += `${JSON.stringify(line)}\n`;
    }
    this.changed.clear();
    appendFileSync(this.journalFile, text);
    this.journalBytes += Buffer.byteLength(text);
    if (this.journalBytes > Math.max(this.copyBytes, MIN_JOURNAL_BYTES)) this.compact();
  }

  /** Writes every object as the copy (through a temporary file and a rename), then empties the journal. */
  compact(): void {
    this.save();
    const text = JSON.stringify({ ...this.raw, [SEQUENCE_FIELD]: this.sequence }, null, 2);
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, this.file);
    // A crash before this line leaves journal lines the copy already holds: their sequence skips them.
    writeFileSync(this.journalFile, '');
    this.copyBytes = Buffer.byteLength(text);
    this.journalBytes = 0;
  }

  private load(empty: () => SimulatorState): SimulatorState {
    const state = empty();
    if (existsSync(this.file)) {
      const { [SEQUENCE_FIELD]: sequence, ...copy } = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<SimulatorState> & {
        [SEQUENCE_FIELD]?: number;
      };
      Object.assign(state, copy);
      this.sequence = sequence ?? 0;
    }
    if (!existsSync(this.journalFile)) return state;
    for (const text of readFileSync(this.journalFile, 'utf8').split('\n')) {
      let line: JournalLine;
      try {
        line = JSON.parse(text) as JournalLine;
      } catch {
        continue;
      }
      if (!COLLECTIONS.includes(line.c) || !(line.s > this.sequence)) continue;
      const collection = state[line.c] as Record<string, unknown>;
      if (line.d) delete collection[line.k];
      else collection[line.k] = line.v;
      this.sequence = line.s;
    }
    return state;
  }

  /** The view: each collection, and every object below it, notes its top-level object as changed when written to. */
  private track(): SimulatorState {
    const views = new WeakMap<object, object>();
    const targets = new WeakMap<object, object>();
    const unwrap = (value: unknown) => (isObject(value) ? (targets.get(value) ?? value) : value);
    const note = (collection: Collection, key: string) => this.changed.set(`${collection}\u0000${key}`, [collection, key]);
    const writes = (
      onWrite: (property: string | symbol) => void,
    ): Pick<ProxyHandler<object>, 'set' | 'deleteProperty' | 'defineProperty'> => ({
      set: (target, property, value) => {
        const done = Reflect.set(target, property, unwrap(value));
        onWrite(property);
        return done;
      },
      deleteProperty: (target, property) => {
        const done = Reflect.deleteProperty(target, property);
        onWrite(property);
        return done;
      },
      defineProperty: (target, property, descriptor) => {
        const done = Reflect.defineProperty(
          target,
          property,
          'value' in descriptor ? { ...descriptor, value: unwrap(descriptor.value) } : descriptor,
        );
        onWrite(property);
        return done;
      },
    });
    const below = (object: object, collection: Collection, key: string): object => {
      const known = views.get(object);
      if (known) return known;
      const view = new Proxy(object, {
        get: (target, property) => {
          const value = Reflect.get(target, property);
          return isObject(value) ? below(value, collection, key) : value;
        },
        ...writes(() => note(collection, key)),
      });
      views.set(object, view);
      targets.set(view, object);
      return view;
    };
    const view = {} as Record<Collection, object>;
    for (const collection of COLLECTIONS) {
      view[collection] = new Proxy(this.raw[collection], {
        get: (target, property) => {
          const value = Reflect.get(target, property);
          return typeof property === 'string' && isObject(value) ? below(value, collection, property) : value;
        },
        ...writes((property) => {
          if (typeof property === 'string') note(collection, property);
        }),
      });
    }
    return Object.freeze(view) as unknown as SimulatorState;
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * In AWS every function runs alone, with exactly the variables and IAM grants its `uses`
 * (lambdas/routes.ts) gives it. The local stack and the tests run every function in one
 * process, so each invocation runs in a scope that says what that function has
 * (lambdas/grants.ts builds it), and the shop's code reads its environment and checks its table
 * access through the scope. Outside a scope (in AWS) the process's environment is the
 * function's, and IAM does the checking.
 */
export interface FunctionScope {
  /** What the function is, for messages: `POST /api/orders/checkPreOrder`, `job cancelUnpaidTransfers`. */
  readonly name: string;
  /** Its environment variables, as AWS would set them. */
  readonly env: Readonly<Record<string, string>>;
  /** The access its role has on each table, by the table's physical name; a table not here is refused. */
  readonly tables: ReadonlyMap<string, 'read' | 'readWrite' | 'append'>;
  /** What it asked for and was refused (a variable it lacks, a table action), so a test can say why it failed. */
  readonly refused: readonly string[];
  /** Keeps a refusal. */
  refuse(reason: string): void;
  /** Keeps that a variable was missing, and says which grant of `uses` would have carried it (for the error's message). */
  lacks(variable: string): string;
}

const scopes = new AsyncLocalStorage<FunctionScope>();

/** Runs one invocation (and the cold start of its module) as the function the scope describes. */
export function runAsFunction<T>(scope: FunctionScope, invocation: () => T): T {
  return scopes.run(scope, invocation);
}

/** The function running now on the local stack or in a test; undefined in AWS. */
export function currentFunction(): FunctionScope | undefined {
  return scopes.getStore();
}

/** The environment of the function running now: its scope's, else the process's. */
export function functionEnv(): Readonly<Record<string, string | undefined>> {
  return scopes.getStore()?.env ?? process.env;
}

/**
 * A value made once per function, as a Lambda container makes it once at its cold start: in
 * AWS once per process, locally once per function, so one function's warm cache never hides
 * another function's missing grant.
 */
export class PerFunction<T> {
  private values = new WeakMap<object, T>();

  get(make: () => T): T {
    const key = functionEnv();
    if (!this.values.has(key)) this.values.set(key, make());
    return this.values.get(key) as T;
  }

  /** Forgets the running function's value (a failed load is tried again on the next call). */
  forget(): void {
    this.values.delete(functionEnv());
  }

  /** Forgets every function's value (tests change the environment between cases). */
  clear(): void {
    this.values = new WeakMap();
  }
}

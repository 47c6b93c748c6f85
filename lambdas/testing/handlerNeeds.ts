import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';
import { withImpliedGrants } from '../grants.ts';
import type { Uses } from '../routes.ts';
import { INVOKED, type InvokedName, QUEUES, type QueueName } from '../queues.ts';
import { type TableDef, TABLES, type TableName } from '../tables.ts';

/**
 * What a function's code needs from its `uses`, found by reading the code itself: each handler
 * is bundled with esbuild the way the CDK app bundles it (tree-shaken, so only what the handler
 * can reach is left), and the bundle is searched for the few places where the shop's code
 * reaches outside: a table's name (`tableName`), a write to a table, a queue's URL (`queueUrl`),
 * the sender of mail (`config.mailFrom`), the payment keys (`paymentKeys`), the session key
 * (`sessionKey`), the edge's origin secret (`originSecret`) and password hashing (`scrypt`).
 */

const LAMBDAS_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = path.dirname(LAMBDAS_DIR);

/** What the code needs, in the shape of a `uses` entry, with the modules that showed each need. */
export interface HandlerNeeds {
  uses: Uses;
  /** `tables.orders`, `mail`, … → the modules whose code needs it. */
  evidence: Map<string, Set<string>>;
  /** Table or queue names the code computes in a way this reading cannot follow. */
  unresolved: string[];
}

/** DynamoDB commands (document client and plain) that write, and those that only read. */
const WRITE_COMMANDS = new Set([
  'PutCommand',
  'UpdateCommand',
  'DeleteCommand',
  'BatchWriteCommand',
  'TransactWriteCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);
const READ_COMMANDS = new Set([
  'GetCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetCommand',
  'TransactGetCommand',
  'GetItemCommand',
  'BatchGetItemCommand',
  'TransactGetItemsCommand',
]);
/** The parts of a transaction: these write, ConditionCheck and Get only read. */
const TRANSACT_WRITES = new Set(['Put', 'Update', 'Delete']);
const TRANSACT_READS = new Set(['ConditionCheck', 'Get']);

/** The functions of lambdas/platform whose calls are needs, by the module that declares them. */
const NEED_FUNCTIONS = {
  tableName: 'lambdas/platform/config.ts',
  queueUrl: 'lambdas/platform/config.ts',
  invokedFunctionName: 'lambdas/platform/config.ts',
  paymentKeys: 'lambdas/platform/secrets.ts',
  sessionKey: 'lambdas/platform/secrets.ts',
  originSecret: 'lambdas/platform/secrets.ts',
  staffKey: 'lambdas/platform/secrets.ts',
  pageIndexStore: 'lambdas/platform/pageIndex.ts',
  imageUploads: 'lambdas/images/imageUploads.ts',
  deadLetterQueueUrl: 'lambdas/platform/config.ts',
} as const;
type NeedFunction = keyof typeof NEED_FUNCTIONS;

/** Bundles each handler module (paths below lambdas/, without `.ts`) and reads what it needs. */
export async function handlerNeeds(handlers: readonly string[]): Promise<Map<string, HandlerNeeds>> {
  const unique = [...new Set(handlers)];
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: Object.fromEntries(unique.map((handler) => [handler, path.join(LAMBDAS_DIR, `${handler}.ts`)])),
    outdir: path.join(REPO_ROOT, '.handler-needs'),
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // Libraries do not reach the shop's tables; only the shop's own code is read.
    packages: 'external',
    // As deployed bundles are (minified): constant rules that nothing uses are left out.
    minifySyntax: true,
    metafile: true,
    logLevel: 'silent',
  });
  const needs = new Map<string, HandlerNeeds>();
  for (const [outputPath, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    const handler = path.relative(LAMBDAS_DIR, path.resolve(REPO_ROOT, output.entryPoint)).replace(/\.ts$/, '').split(path.sep).join('/');
    const file = result.outputFiles.find((f) => path.relative(REPO_ROOT, f.path) === outputPath);
    if (!file) throw new Error(`esbuild wrote no bundle for ${handler}`);
    needs.set(handler, readNeeds(file.text));
  }
  return needs;
}

/** Reads the needs out of one bundle (an ES module as esbuild writes it, names and layout kept). */
export function readNeeds(bundle: string): HandlerNeeds {
  return new BundleReader(bundle).read();
}

class BundleReader {
  private readonly source: ts.SourceFile;
  /** Where each module's code starts (esbuild writes `// lambdas/x/y.ts` above it). */
  private readonly sections: { pos: number; module: string }[] = [];
  private readonly needs: HandlerNeeds = { uses: {}, evidence: new Map(), unresolved: [] };
  /** Top-level functions and variables by name (esbuild gives every top-level name its own). */
  private readonly topLevel = new Map<string, ts.Node>();
  /** The names the need functions have in this bundle. */
  private readonly needFunctions = new Map<string, NeedFunction | 'scrypt'>();
  private configObject: string | undefined;
  private readonly calls = new Map<string, ts.CallExpression[]>();

  constructor(text: string) {
    this.source = ts.createSourceFile('bundle.js', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    for (const match of text.matchAll(/^\/\/ ((?:lambdas|shared)\/\S+\.tsx?)$/gm))
      this.sections.push({ pos: match.index, module: match[1] as string });
  }

  read(): HandlerNeeds {
    for (const statement of this.source.statements) this.declare(statement);
    this.collectCalls(this.source);
    this.visit(this.source);
    return this.needs;
  }

  private moduleAt(pos: number): string {
    let module = '(bundle)';
    for (const section of this.sections) {
      if (section.pos > pos) break;
      module = section.module;
    }
    return module;
  }

  private declare(statement: ts.Statement): void {
    const module = this.moduleAt(statement.getStart());
    const names: [string, ts.Node][] = [];
    if (ts.isFunctionDeclaration(statement) && statement.name) names.push([statement.name.text, statement]);
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push([d.name.text, d]);
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const imported = (element.propertyName ?? element.name).text;
          if (statement.moduleSpecifier.text === 'node:crypto' && imported === 'scrypt')
            this.needFunctions.set(element.name.text, 'scrypt');
        }
      }
    }
    for (const [name, node] of names) {
      this.topLevel.set(name, node);
      const base = name.replace(/\d+$/, '');
      if (base in NEED_FUNCTIONS && NEED_FUNCTIONS[base as NeedFunction] === module) this.needFunctions.set(name, base as NeedFunction);
      if (base === 'config' && module === 'lambdas/platform/config.ts') this.configObject = name;
    }
  }

  private visit(node: ts.Node): void {
    if (ts.isCallExpression(node)) this.call(node);
    if (ts.isObjectLiteralExpression(node)) this.tableOperation(node);
    ts.forEachChild(node, (child) => this.visit(child));
  }

  private note(need: string, node: ts.Node): void {
    const module = this.moduleAt(node.getStart());
    const modules = this.needs.evidence.get(need) ?? new Set<string>();
    modules.add(module);
    this.needs.evidence.set(need, modules);
  }

  private unresolved(what: string, node: ts.Node): void {
    this.needs.unresolved.push(`${what} \`${node.getText().replace(/\s+/g, ' ')}\` in ${this.moduleAt(node.getStart())}`);
  }

  private call(node: ts.CallExpression): void {
    const callee = node.expression;
    if (
      this.configObject &&
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === this.configObject &&
      callee.name.text === 'mailFrom'
    ) {
      this.needs.uses.mail = true;
      this.note('mail', node);
    }
    if (!ts.isIdentifier(callee)) return;
    switch (this.needFunctions.get(callee.text)) {
      case 'tableName': {
        const tables = this.resolveNames(node.arguments[0], TABLES);
        if (!tables) {
          this.unresolved('the table named by', node);
          return;
        }
        // An append-only table is counted where it is read or added to, not where it is named.
        for (const table of tables) if (!isAppendOnly(table)) this.needTable(table as TableName, 'read', node);
        return;
      }
      case 'queueUrl': {
        const queues = this.resolveNames(node.arguments[0], QUEUES);
        if (!queues) {
          this.unresolved('the queue named by', node);
          return;
        }
        this.needs.uses.sendsTo = this.named('sendsTo', this.needs.uses.sendsTo, [...queues] as QueueName[], node);
        return;
      }
      case 'invokedFunctionName': {
        const functions = this.resolveNames(node.arguments[0], INVOKED);
        if (!functions) {
          this.unresolved('the function named by', node);
          return;
        }
        this.needs.uses.invokes = this.named('invokes', this.needs.uses.invokes, [...functions] as InvokedName[], node);
        return;
      }
      case 'paymentKeys':
        for (const key of this.destructuredFrom(node) ?? ['secretKey']) {
          const use = key === 'webhookSecret' ? 'webhookSecret' : 'payments';
          this.needs.uses[use] = true;
          this.note(use, node);
        }
        return;
      case 'sessionKey':
        this.needs.uses.sessionKey = true;
        this.note('sessionKey', node);
        return;
      case 'originSecret':
        this.needs.uses.originSecret = true;
        this.note('originSecret', node);
        return;
      case 'staffKey':
        this.needs.uses.staffKey = true;
        this.note('staffKey', node);
        return;
      case 'pageIndexStore':
        this.needs.uses.pageIndex = true;
        this.note('pageIndex', node);
        return;
      case 'imageUploads':
        this.needs.uses.images = true;
        this.note('images', node);
        return;
      case 'deadLetterQueueUrl':
        this.needs.uses.deadLetters = true;
        this.note('deadLetters', node);
        return;
      case 'scrypt':
        this.needs.uses.passwordHashing = true;
        this.note('passwordHashing', node);
        return;
    }
  }

  /** A list of names in `uses` (queues, functions) with these added, each noted. */
  private named<T extends string>(need: string, list: readonly T[] | undefined, names: readonly T[], node: ts.Node): T[] {
    for (const name of names) this.note(`${need}.${name}`, node);
    return [...new Set([...(list ?? []), ...names])].sort();
  }

  private needTable(table: TableName, access: Access, node: ts.Node): void {
    this.needs.uses.tables ??= {};
    const tables = this.needs.uses.tables;
    const had = tables[table];
    // Reading and adding to one table, or adding and changing, is read/write.
    tables[table] = !had || had === access ? access : access === 'read' && had !== 'append' ? had : 'readWrite';
    this.note(`tables.${table}${access === 'read' ? '' : '.write'}`, node);
  }

  /** `const { secretKey } = await paymentKeys()` → ['secretKey']; undefined when not destructured. */
  private destructuredFrom(call: ts.CallExpression): string[] | undefined {
    let parent = call.parent;
    if (ts.isAwaitExpression(parent)) parent = parent.parent;
    if (!ts.isVariableDeclaration(parent) || !ts.isObjectBindingPattern(parent.name)) return undefined;
    return parent.name.elements.map((e) => (e.propertyName ?? e.name).getText());
  }

  /**
   * An object with a TableName (a command's input or a part of a transaction), or with
   * RequestItems keyed by table names: which tables it reads or writes.
   */
  private tableOperation(node: ts.ObjectLiteralExpression): void {
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const key = propertyName(property);
      if (key === 'TableName') this.operateOn(property.initializer, this.accessOf(node), node);
      if (key === 'RequestItems' && ts.isObjectLiteralExpression(property.initializer)) {
        for (const item of property.initializer.properties) {
          if (item.name && ts.isComputedPropertyName(item.name)) this.operateOn(item.name.expression, this.accessOf(node), node);
        }
      }
    }
  }

  private operateOn(expression: ts.Expression, access: Access | undefined, node: ts.Node): void {
    if (!access) {
      this.unresolved('whether this reads or writes', node);
      return;
    }
    if (access === 'read') {
      // The table's name was counted where tableName is called, but for an append-only table's.
      for (const table of this.resolveTables(expression, new Set()) ?? []) if (isAppendOnly(table)) this.needTable(table, 'read', node);
      return;
    }
    const tables = this.resolveTables(expression, new Set());
    if (!tables) {
      this.unresolved('the table written by', expression);
      return;
    }
    // Adding an item is `append` only on an append-only table; elsewhere any write is read/write.
    for (const table of tables) this.needTable(table, access === 'append' && isAppendOnly(table) ? 'append' : 'readWrite', expression);
  }

  /**
   * Whether an object with a TableName is read or written: by the command it is given to (at
   * once, through a variable, or through a function's parameter), or the part of a transaction it is.
   */
  private accessOf(node: ts.Expression): Access | undefined {
    const parent = node.parent;
    if (ts.isNewExpression(parent)) return commandAccess(parent);
    if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
      const part = propertyName(parent);
      if (part === 'Put') return 'append';
      if (TRANSACT_WRITES.has(part)) return 'readWrite';
      if (TRANSACT_READS.has(part)) return 'read';
    }
    if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
      return this.accessThrough(parent.name.text, parent.parent.parent.parent);
    }
    if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression)) {
      const fn = this.declarationOf(parent.expression);
      const value = fn && ts.isVariableDeclaration(fn) ? fn.initializer : fn;
      if (!value || !(ts.isFunctionDeclaration(value) || ts.isArrowFunction(value) || ts.isFunctionExpression(value))) return undefined;
      const parameter = value.parameters[parent.arguments.indexOf(node)];
      if (!parameter || !ts.isIdentifier(parameter.name) || !value.body) return undefined;
      return this.accessThrough(parameter.name.text, value.body);
    }
    return undefined;
  }

  /** The access of the commands a named value is given to within a scope. */
  private accessThrough(name: string, scope: ts.Node): Access | undefined {
    let access: Access | undefined;
    const walk = (node: ts.Node) => {
      if (ts.isNewExpression(node) && node.arguments?.[0] && ts.isIdentifier(node.arguments[0]) && node.arguments[0].text === name) {
        const found = commandAccess(node);
        if (found && access !== 'readWrite') access = access && access !== found ? 'readWrite' : found;
      }
      ts.forEachChild(node, walk);
    };
    walk(scope);
    return access;
  }

  /** The tables a TableName expression can name: `tableName('x')`, a variable or function holding it, a parameter given it. */
  private resolveTables(expression: ts.Expression | undefined, seen: Set<ts.Node>): Set<TableName> | undefined {
    if (!expression || seen.has(expression)) return undefined;
    seen.add(expression);
    const e = skipParentheses(expression);
    if (ts.isCallExpression(e) && ts.isIdentifier(e.expression)) {
      if (this.needFunctions.get(e.expression.text) === 'tableName')
        return this.resolveNames(e.arguments[0], TABLES) as Set<TableName> | undefined;
      const fn = this.declarationOf(e.expression);
      const body = fn && functionBody(fn);
      return body ? this.resolveTables(body, seen) : undefined;
    }
    if (ts.isConditionalExpression(e)) return union(this.resolveTables(e.whenTrue, seen), this.resolveTables(e.whenFalse, seen));
    if (ts.isIdentifier(e)) return this.resolveVariable(e, seen, (value) => this.resolveTables(value, seen));
    return undefined;
  }

  /** The string names (keys of `known`) an expression can be: a literal, a variable, a parameter, or a property that objects set. */
  private resolveNames(expression: ts.Expression | undefined, known: object, seen = new Set<ts.Node>()): Set<string> | undefined {
    if (!expression || seen.has(expression)) return undefined;
    seen.add(expression);
    const e = skipParentheses(expression);
    const only = (names: Set<string> | undefined) => (names ? new Set([...names].filter((name) => name in known)) : undefined);
    if (ts.isStringLiteralLike(e)) return only(new Set([e.text]));
    if (ts.isBinaryExpression(e) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind)) {
      return union(this.resolveNames(e.left, known, seen), this.resolveNames(e.right, known, seen));
    }
    if (ts.isConditionalExpression(e))
      return union(this.resolveNames(e.whenTrue, known, seen), this.resolveNames(e.whenFalse, known, seen));
    if (ts.isIdentifier(e)) return this.resolveVariable(e, seen, (value) => this.resolveNames(value, known, seen));
    if (ts.isPropertyAccessExpression(e)) return only(this.propertyValues(e.name.text));
    return undefined;
  }

  /** Every string that an object literal of the shop's code (not the route table) gives a property. */
  private propertyValues(name: string): Set<string> {
    const values = new Set<string>();
    const walk = (node: ts.Node) => {
      if (
        ts.isPropertyAssignment(node) &&
        propertyName(node) === name &&
        ts.isStringLiteralLike(node.initializer) &&
        this.moduleAt(node.getStart()) !== 'lambdas/routes.ts'
      ) {
        values.add(node.initializer.text);
      }
      ts.forEachChild(node, walk);
    };
    walk(this.source);
    return values;
  }

  /** Follows a name to its value: a variable's initializer, or what every caller passes for a parameter. */
  private resolveVariable<T>(
    name: ts.Identifier,
    seen: Set<ts.Node>,
    resolve: (value: ts.Expression | undefined) => Set<T> | undefined,
  ): Set<T> | undefined {
    const declaration = this.declarationOf(name);
    if (!declaration) return undefined;
    if (ts.isVariableDeclaration(declaration)) return resolve(declaration.initializer);
    if (ts.isParameter(declaration)) {
      const fn = declaration.parent;
      const index = fn.parameters.indexOf(declaration);
      const fnName = functionName(fn);
      const callers = fnName ? (this.calls.get(fnName) ?? []) : [];
      if (callers.length === 0) return declaration.initializer ? resolve(declaration.initializer) : undefined;
      let all: Set<T> | undefined = new Set();
      for (const caller of callers) {
        if (seen.has(caller)) continue;
        seen.add(caller);
        all = union(all, resolve(caller.arguments[index] ?? declaration.initializer));
        if (!all) return undefined;
      }
      return all;
    }
    return undefined;
  }

  private collectCalls(node: ts.Node): void {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const list = this.calls.get(node.expression.text) ?? [];
      list.push(node);
      this.calls.set(node.expression.text, list);
    }
    ts.forEachChild(node, (child) => this.collectCalls(child));
  }

  /** The nearest declaration of a name: a parameter or variable of an enclosing function or block, else a top-level one. */
  private declarationOf(name: ts.Identifier): ts.Node | undefined {
    for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope)) {
        const parameter = scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name.text);
        if (parameter) return parameter;
      }
      if (ts.isBlock(scope) || ts.isSourceFile(scope)) {
        for (const statement of scope.statements) {
          if (!ts.isVariableStatement(statement)) continue;
          const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name.text);
          if (found) return found;
        }
      }
    }
    return this.topLevel.get(name.text);
  }
}

/** `{ table: … }` and `{ "table": … }` alike. */
function propertyName(property: ts.PropertyAssignment): string {
  return ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : property.name.getText();
}

type Access = 'read' | 'readWrite' | 'append';

const isAppendOnly = (table: string) => (TABLES as Record<string, TableDef>)[table]?.appendOnly === true;

function commandAccess(command: ts.NewExpression): Access | undefined {
  const name = command.expression.getText().replace(/\d+$/, '');
  if (name === 'PutCommand' || name === 'PutItemCommand') return 'append';
  if (WRITE_COMMANDS.has(name)) return 'readWrite';
  if (READ_COMMANDS.has(name)) return 'read';
  return undefined;
}

function skipParentheses(expression: ts.Expression): ts.Expression {
  let e = expression;
  while (ts.isParenthesizedExpression(e) || ts.isAwaitExpression(e)) e = e.expression;
  return e;
}

function union<T>(a: Set<T> | undefined, b: Set<T> | undefined): Set<T> | undefined {
  return a && b ? new Set([...a, ...b]) : undefined;
}

/** `function f() {…}` or `const f = () => …`: its name. */
function functionName(fn: ts.SignatureDeclaration): string | undefined {
  if (ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) {
    return fn.parent.name.text;
  }
  return undefined;
}

/** What a function declared as `const f = () => expression` returns. */
function functionBody(declaration: ts.Node): ts.Expression | undefined {
  const value = ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  if (value && ts.isArrowFunction(value) && !ts.isBlock(value.body)) return value.body;
  return undefined;
}

type Flag =
  | 'mail'
  | 'payments'
  | 'webhookSecret'
  | 'sessionKey'
  | 'passwordHashing'
  | 'originSecret'
  | 'pageIndex'
  | 'staffKey'
  | 'images'
  | 'deadLetters';
const FLAGS: Record<Flag, string> = {
  mail: 'sends mail',
  payments: 'calls the payment provider',
  webhookSecret: "checks the payment provider's webhook signatures",
  sessionKey: 'signs or checks session tokens',
  passwordHashing: 'hashes passwords',
  originSecret: 'checks that requests came through the edge',
  pageIndex: "writes the edge's key value store (drawn pages, versions of kept answers)",
  staffKey: "signs or checks staff's session tokens or seals their second factor",
  images: 'takes photo uploads or stores their variants',
  deadLetters: "reads or removes the queues' dead letters",
};

function where(needs: HandlerNeeds, need: string): string {
  return `(${[...(needs.evidence.get(need) ?? [])].sort().join(', ')})`;
}

/** What the code needs that `uses` (with what its grants imply) does not grant, one sentence each. */
export function missingGrants(declared: Uses, needs: HandlerNeeds): string[] {
  const uses = withImpliedGrants(declared);
  const missing: string[] = [];
  for (const [table, access] of Object.entries(needs.uses.tables ?? {})) {
    const granted = uses.tables?.[table as TableName];
    if (!granted)
      missing.push(
        `${access === 'readWrite' ? 'writes' : 'reads'} table ${table} ${where(needs, `tables.${table}`)}, but its uses grant nothing on it`,
      );
    else if (granted !== 'readWrite' && granted !== access)
      missing.push(
        `${access === 'read' ? 'reads' : access === 'append' ? 'adds to' : 'writes'} table ${table} ${where(needs, `tables.${table}${access === 'read' ? '' : '.write'}`)}, but its uses grant only ${granted}`,
      );
  }
  for (const queue of needs.uses.sendsTo ?? []) {
    if (!uses.sendsTo?.includes(queue))
      missing.push(`sends to queue ${queue} ${where(needs, `sendsTo.${queue}`)}, but its uses.sendsTo does not name it`);
  }
  for (const fn of needs.uses.invokes ?? []) {
    if (!uses.invokes?.includes(fn))
      missing.push(`invokes function ${fn} ${where(needs, `invokes.${fn}`)}, but its uses.invokes does not name it`);
  }
  for (const [flag, what] of Object.entries(FLAGS) as [Flag, string][]) {
    if (needs.uses[flag] && !uses[flag]) missing.push(`${what} ${where(needs, flag)}, but its uses do not say ${flag}: true`);
  }
  return missing;
}

/** What `uses` grants that the code never needs, one sentence each. */
export function unusedGrants(uses: Uses, needs: HandlerNeeds): string[] {
  const unused: string[] = [];
  for (const [table, access] of Object.entries(uses.tables ?? {})) {
    const needed = needs.uses.tables?.[table as TableName];
    if (!needed) unused.push(`its uses grant table ${table}, which its code never touches`);
    else if (access === 'readWrite' && needed !== 'readWrite')
      unused.push(`its uses grant readWrite on table ${table}, which its code only ${needed === 'read' ? 'reads' : 'adds to'}`);
  }
  for (const queue of uses.sendsTo ?? []) {
    if (!needs.uses.sendsTo?.includes(queue)) unused.push(`its uses.sendsTo names queue ${queue}, which its code never sends to`);
  }
  for (const fn of uses.invokes ?? []) {
    if (!needs.uses.invokes?.includes(fn)) unused.push(`its uses.invokes names function ${fn}, which its code never invokes`);
  }
  for (const [flag, what] of Object.entries(FLAGS) as [Flag, string][]) {
    if (uses[flag] && !needs.uses[flag]) unused.push(`its uses say ${flag}: true, but nothing in its code ${what}`);
  }
  return unused;
}

/**
 * The operator's CLI (`npm run admin`, local/admin) kept running for one journey worker: the same
 * commands, target and output as `npm run admin -- <args>`, without starting Node, tsx and the
 * AWS SDK again for each command (about 2.5 s of CPU each on two cores). Started by `runAdmin`
 * in shop.ts with the e2e stack's ports; it ends when its worker does.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// As in local/admin/main.ts: the shop's modules read this when they load.
process.env.LOG_LEVEL ??= 'warn';

const { runAdmin, targetOf } = await import('../../local/admin/admin.ts');
const { captureIo } = await import('../../local/admin/io.ts');

/** One command asked for, and what it answered. */
export interface AdminRequest {
  readonly id: number;
  readonly args: readonly string[];
}
export interface AdminAnswer {
  readonly id: number;
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const lines = (written: readonly string[]) => written.map((line) => `${line}\n`).join('');

process.on('message', async ({ id, args }: AdminRequest) => {
  const io = captureIo();
  let code: number;
  try {
    code = await runAdmin(args, io, targetOf(io));
  } catch (error) {
    io.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
    code = 1;
  }
  const answer: AdminAnswer = { id, code, stdout: lines(io.stdout), stderr: lines(io.stderr) };
  process.send?.(answer);
});
process.on('disconnect', () => process.exit(0));
process.send?.('ready');

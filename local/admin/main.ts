/**
 * `npm run admin -- <command> [options]`: the operator's commands (docs/operations.md).
 * `npm run admin -- --help` lists them. They act on the local shop of `npm start` unless
 * `--stage <name> --profile <aws profile>` points them at a deployed stage.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// The shop's modules log for CloudWatch and read this when they load, hence the imports below:
// among a command's output only warnings and errors belong.
process.env.LOG_LEVEL ??= 'warn';

const { runAdmin, targetOf } = await import('./admin.ts');
const { processIo } = await import('./io.ts');

const io = processIo();
process.exitCode = await runAdmin(process.argv.slice(2), io, targetOf(io));

// Makes this file a module, for the top-level awaits above.
export {};

import { type Clock, systemClock } from '../../lambdas/platform/clock.ts';
import { createFakeMailer, type FakeMailer } from '../../lambdas/platform/mailer.ts';
import { runAdmin } from './admin.ts';
import type { ImageStore } from './imageStore.ts';
import type { AdminContext, Command } from './command.ts';
import type { DeadLetterQueue } from '../../lambdas/deadLetters/deadLetterQueue.ts';
import { captureIo } from './io.ts';

/**
 * For the admin tests: a context on the test worker's tables (test/setupEnv.ts has set the
 * environment), a fake mailer, and `run(argv)` going through the whole command line as
 * `npm run admin --` would, minus the process.
 */
export function adminTest(
  options: { clock?: Clock; deadLetters?: DeadLetterQueue; images?: ImageStore; commands?: readonly Command[] } = {},
) {
  const io = captureIo();
  const mailer: FakeMailer = createFakeMailer();
  let prepared = 0;
  const context: AdminContext = {
    io,
    clock: options.clock ?? systemClock,
    target: { kind: 'local', stage: 'test', description: 'the test shop' },
    mailer: () => mailer,
    shopUrl: () => 'http://localhost:3000',
    deadLetters: () => {
      if (!options.deadLetters) throw new Error('this test gave no dead-letter queue');
      return options.deadLetters;
    },
    images: () => {
      if (!options.images) throw new Error('this test gave no image store');
      return options.images;
    },
  };
  return {
    io,
    mailer,
    context,
    /** How often a command got as far as preparing its target. */
    prepared: () => prepared,
    run: (argv: string[]) =>
      runAdmin(
        argv,
        io,
        async () => {
          prepared++;
          return context;
        },
        options.commands,
      ),
    clearOutput: () => {
      io.stdout.length = 0;
      io.stderr.length = 0;
    },
  };
}

import { dynamo } from '../platform/dynamo.ts';

/**
 * Fault injection at the DynamoDB boundary, for crash tests: the next write that `matches` (by the
 * low-level command's name, e.g. `UpdateItemCommand`, and its input as the shop wrote it)
 * fails as if the function had died right before it reached the table (nothing is written,
 * and the code after it never runs since the error is not one the shop expects).
 */
export function dieBeforeWrite(matches: (command: string, input: Record<string, any>) => boolean): { fired: () => boolean } {
  let fired = false;
  const name = `die-before-write-${Math.random()}`;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (!fired && matches(context.commandName ?? '', args.input as Record<string, any>)) {
        fired = true;
        dynamo().middlewareStack.remove(name);
        throw Object.assign(new Error('the function died here'), { name: 'SimulatedCrash' });
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { fired: () => fired };
}

/** A promise that never settles: a call to an outside service that a dying function never saw answered. */
export const never = <T>() => new Promise<T>(() => {});

import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { ShopConfig } from './config.ts';
import { type FunctionFactory, type InvokableFunction, ShopFunction, type ShopResources } from './constructs/shop-function.ts';

export interface FunctionFactoryProps {
  readonly config: ShopConfig;
  /** Where handler modules live (lambdas/). */
  readonly lambdasDir: string;
  /** The folder of a handler module's ready bundle, if it has one (see ShopFunctionProps.bundled). */
  readonly prebuiltBundles?: (entry: string) => string | undefined;
  /** What `uses` entries name, but `invoked`, which the factory fills as invoked functions are made. */
  readonly resources: Omit<ShopResources, 'invoked'>;
  /** Variables every function gets (STAGE, SHOP_URL). */
  readonly environment: Record<string, string>;
}

/**
 * Makes every shop function of a stage, in whichever context's stack it belongs: one place for
 * the settings all share, the names unique across the stage, and the functions others invoke
 * registered so that those made after them can be granted.
 */
export function shopFunctionFactory(props: FunctionFactoryProps): { make: FunctionFactory; register(fn: InvokableFunction): void } {
  const invoked: Record<string, InvokableFunction> = {};
  const resources: ShopResources = { ...props.resources, invoked };
  const names = new Set<string>();
  const make: FunctionFactory = (scope, def, options) => {
    if (names.has(def.name)) throw new Error(`Two functions would be named "${def.name}"; rename a handler or job.`);
    names.add(def.name);
    const entry = join(props.lambdasDir, `${def.handler}.ts`);
    const fn = new ShopFunction(scope, `Fn-${def.name}`, {
      config: props.config,
      name: def.name,
      entry,
      bundled: props.prebuiltBundles?.(entry),
      resources,
      environment: props.environment,
      // scrypt at N=2^17 wants 128 MiB and a whole vCPU, which Lambda gives at 1769 MB.
      ...(def.uses.passwordHashing ? { memorySize: 1769 } : {}),
      // sharp makes eight AVIF and WebP variants of a photo of up to 50 megapixels within API Gateway's 30 s (decision 041).
      ...(def.uses.images ? { memorySize: 2048, timeout: Duration.seconds(29) } : {}),
      ...options,
    });
    return fn.bindFromUses(def.uses);
  };
  return {
    make,
    register: (fn) => {
      invoked[fn.name] = fn;
    },
  };
}

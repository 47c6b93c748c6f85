import type { Stage } from 'aws-cdk-lib';
import { createShopApp, type ShopApp } from '../lib/shop-app.ts';
import { appWithContext } from './testApp.ts';

/** The stage of the app below: any stage but prod, which keeps its data and deploys gradually. */
export const UNBUNDLED_STAGE = 'test';

let synthesized: ShopApp | undefined;

/**
 * The real app in process, for a stage other than prod without an alarm address, without
 * bundling (an empty `aws:cdk:bundling-stacks` makes NodejsFunction skip esbuild), synthesized
 * (cdk-nag's Aspect included) once for the files that read it: admin.test.ts, mail.test.ts and
 * observability.test.ts. They read its stacks and templates and change nothing; a construct added
 * after the synthesis would make the next `synth()` throw. The files of a worker share it for one
 * `vitest run` (they share the worker's modules, vitest.config.ts); in watch mode each file
 * synthesizes its own, since the sources may have changed between two runs.
 */
export function unbundledShopApp(): ShopApp {
  if (synthesized && process.env.VITEST_MODE === 'RUN') return synthesized;
  const shopApp = createShopApp(appWithContext({ stage: UNBUNDLED_STAGE, 'aws:cdk:bundling-stacks': [] }));
  (shopApp.shop.node.root as Stage).synth();
  synthesized = shopApp;
  return shopApp;
}

import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { awsClientOptions } from '../../lambdas/platform/aws.ts';
import { type Command, type CommandDef, OperatorError, type OptionValues, type Problems, positionals, stringOption } from './command.ts';
import { type AdminIo, processIo } from './io.ts';
import { errorMessage, errorName } from './preflight/check.ts';
import type { PreflightPorts } from './preflight/ports.ts';
import { lookUpStageStack } from './preflight/stack.ts';
import { reportLine, type SmokeTarget, smokeChecks } from './smoke/checks.ts';
import { fetchSmokeHttp, type SmokeHttp } from './smoke/http.ts';

/**
 * `smoke`: asks a deployed shop, read-only, for what a shopper meets first (pages, the API's
 * first calls, the headers), one line per check, exit code 1 when any fails. The pipeline runs
 * it after each deploy (docs/deploy-pipeline.md).
 */

export interface SmokeDeps {
  /** Where the report goes; the process's stdout and stderr unless a test captures it. */
  io?: AdminIo;
  http?: SmokeHttp;
  /** The stage's CloudFormation, through the profile and region target.ts has set. */
  connect?: () => Pick<PreflightPorts, 'cloudFormation'>;
}

interface SmokeInput {
  url?: string;
  apiEndpoint?: string;
  stage?: string;
}

const WEB_ADDRESS = /^https?:\/\/[^\s/]+/;

function parseSmoke({ positionals: words, values }: { positionals: string[]; values: OptionValues }, problems: Problems): SmokeInput {
  positionals(words, [], problems);
  const url = stringOption(values, 'url');
  const apiEndpoint = stringOption(values, 'api-endpoint');
  const stage = stringOption(values, 'stage');
  if (stage === 'local') problems.add('For the local shop give its address: --url http://localhost:3000.');
  else if (url !== undefined && stage !== undefined)
    problems.add('Give --url or --stage, not both: with --stage the URL is read from the stack.');
  else if (url === undefined && stage === undefined) {
    problems.add('smoke needs the shop: --url URL, or --stage STAGE --profile NAME to read its ShopUrl from stack shop-<stage>.');
  }
  for (const [name, value] of [
    ['url', url],
    ['api-endpoint', apiEndpoint],
  ] as const) {
    if (value !== undefined && !(WEB_ADDRESS.test(value) && URL.canParse(value))) {
      problems.add(`--${name} must be an address like https://d1234.cloudfront.net, not "${value}".`);
    }
  }
  if (apiEndpoint !== undefined && stage !== undefined)
    problems.add('--api-endpoint goes with --url; with --stage it is read from the stack.');
  return { url, apiEndpoint, stage };
}

/** The stage's addresses from the outputs of stack shop-<stage>, as the CDK app writes them. */
async function stageTarget(stage: string, connect: NonNullable<SmokeDeps['connect']>, io: AdminIo): Promise<SmokeTarget> {
  const stack = await lookUpStageStack(connect().cloudFormation, stage);
  if (stack.kind === 'absent') throw new OperatorError(`Stack ${stack.name} does not exist: stage ${stage} is not deployed.`);
  if (stack.kind === 'unreadable') {
    throw new OperatorError(
      `Stack ${stack.name} could not be read: ${errorName(stack.error)}: ${errorMessage(stack.error)}. The profile needs cloudformation:DescribeStacks.`,
    );
  }
  const shopUrl = stack.outputs.ShopUrl;
  if (!shopUrl) throw new OperatorError(`Stack ${stack.name} (${stack.status}) has no output ShopUrl: has its first deploy finished?`);
  io.err(`Stack ${stack.name} is ${stack.status}.`);
  return { shopUrl, apiEndpoint: stack.outputs.ApiEndpoint || undefined };
}

const counted = (n: number) => `${n} check${n === 1 ? '' : 's'}`;

const described: Omit<CommandDef<SmokeInput>, 'parse' | 'run'> = {
  group: 'smoke',
  name: '',
  summary: 'check that a deployed shop answers what a shopper meets first (reads only)',
  usage: 'smoke (--url URL [--api-endpoint URL] | --stage STAGE --profile NAME)',
  description: `
Asks the shop, as a browser and the SPA would, for the home page (/ and /hr), the sitemap and
the first product page it names (drawn, with its JSON-LD), robots.txt, the home collections, a
product search and the first product it finds, a checkout status that does not exist (a 4xx,
not a 5xx), a page that does not exist (no 5xx), and the security headers on /. With --stage
(or --api-endpoint), also that the API's own execute-api address refuses a request with 403.
One line per check (ok or FAIL) with the status and time; exit code 1 when any fails. Each
request may take 10 s; one that cannot connect is tried once more. It changes nothing.
docs/operations.md, Smoke test.`,
  options: {
    url: { type: 'string', value: 'URL', description: "the shop's address (output ShopUrl of stack shop-<stage>)" },
    'api-endpoint': {
      type: 'string',
      value: 'URL',
      description: "with --url: the API's own address (output ApiEndpoint), to check that it refuses requests",
    },
  },
  examples: [
    'smoke --stage prod --profile tkanica',
    'smoke --url https://d1234abcd.cloudfront.net --api-endpoint https://abc123.execute-api.eu-central-1.amazonaws.com',
    'smoke --url http://localhost:3000',
  ],
};

/** The command, asking through `http` and reading the stack through `connect` (by default the stage's account). */
export function smokeCommand(deps: SmokeDeps = {}): Command {
  const io = deps.io ?? processIo();
  const http = deps.http ?? fetchSmokeHttp();
  const connect = deps.connect ?? (() => ({ cloudFormation: new CloudFormationClient(awsClientOptions()) }));
  return {
    ...described,
    async execute(args, problems, prepare) {
      const input = parseSmoke(args, problems);
      problems.throwIfAny();
      // Only a stage needs preparing (its profile and region): the local target's preparation
      // insists on DynamoDB Local, which a shop asked over HTTP does not need.
      if (input.stage) await prepare();
      const target = input.stage
        ? await stageTarget(input.stage, connect, io)
        : { shopUrl: input.url as string, apiEndpoint: input.apiEndpoint };
      io.err(`Smoke test of ${target.shopUrl}; nothing is changed.`);
      const results = await smokeChecks(http, target);
      for (const result of results) io.out(reportLine(result));
      const failed = results.filter((r) => r.status === 'fail').length;
      const summary = `Smoke test of ${target.shopUrl}: ${failed} of ${counted(results.length)} failed.`;
      if (failed > 0) throw new OperatorError(summary);
      io.err(summary);
    },
  };
}

export const smokeCommands = [smokeCommand()];

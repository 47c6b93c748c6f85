import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { REPO_ROOT } from '../lib/constructs/shop-function.ts';

/** An App with the context of cdk.json (feature flags included), as `cdk synth` would see it. */
export function appWithContext(context: Record<string, unknown> = {}): App {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return new App({ context: { ...cdkJson.context, ...context } });
}

/** The cdk-nag errors left unsuppressed in a stack, as readable lines. */
export function nagErrors(stack: Stack): string[] {
  return Annotations.fromStack(stack)
    .findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))
    .map((m) => `${m.id}: ${String(m.entry.data).split(':')[0]}`);
}

type Resources = Record<string, { Type: string; Properties: Record<string, any>; [key: string]: any }>;

export function resourcesOf(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/** Every statement of every IAM policy in the template. */
export function policyStatements(template: Template): Array<{ policy: string; Action: string | string[]; Resource: unknown }> {
  return Object.entries(resourcesOf(template, 'AWS::IAM::Policy')).flatMap(([policy, r]) =>
    (r.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>).map((s) => ({
      policy,
      ...s,
    })),
  );
}

export const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

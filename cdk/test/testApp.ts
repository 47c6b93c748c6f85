import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type Stack, Stage } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { REPO_ROOT } from '../lib/constructs/shop-function.ts';

/** An App with the context of cdk.json (feature flags included), as `cdk synth` would see it. */
export function appWithContext(context: Record<string, unknown> = {}): App {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return new App({ context: { ...cdkJson.context, ...context } });
}

/** A message a synthesis left on a construct of a stack, as the cloud assembly holds it. */
export interface SynthesisMessage {
  readonly level: string;
  /** The construct's path. */
  readonly id: string;
  readonly entry: { readonly data?: unknown };
}

/**
 * The messages (errors, warnings, infos) the synthesis of a stack's app left on the stack, from
 * the assembly its templates were read from. Unlike `Annotations.fromStack`, which synthesizes
 * the whole app again on every call, this synthesizes only if nothing has yet; cdk-nag's findings
 * are annotations its Aspect adds during that first synthesis, so they are all there.
 */
export function messagesOf(stack: Stack): SynthesisMessage[] {
  const root = stack.node.root;
  if (!Stage.isStage(root)) throw new Error(`${stack.stackName} is not in an App.`);
  return root.synth().getStackArtifact(stack.artifactId).messages;
}

/** The cdk-nag errors among a stack's messages, as readable lines (`<construct path>: AwsSolutions-<rule>`). */
export function nagErrorsOf(messages: readonly SynthesisMessage[]): string[] {
  return messages
    .filter((m) => m.level === 'error' && /AwsSolutions-.*/.test(String(m.entry.data)))
    .map((m) => `${m.id}: ${String(m.entry.data).split(':')[0]}`);
}

/** The cdk-nag errors left unsuppressed in a stack, as readable lines. */
export function nagErrors(stack: Stack): string[] {
  return nagErrorsOf(messagesOf(stack));
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

/**
 * The resources of several stacks as one template, for assertions that look across the stage
 * (every function, every route, every policy). A reference between the stacks stays what it is in
 * the templates (`Fn::GetStackOutput`); a logical id two stacks share would hide one of them, so
 * it fails here instead.
 */
export function mergedTemplate(stacks: readonly Stack[]): Template {
  return mergedTemplates(stacks.map((stack) => ({ name: stack.stackName, template: Template.fromStack(stack) })));
}

/**
 * `mergedTemplate` of templates read elsewhere (the CLI's assembly, cdk/test/cliAssembly.ts). The
 * `AWS::CDK::Metadata` the CLI adds to every stack, under the same logical id in each, is left
 * out: it says what built the stack, nothing of the shop, and an in-process App has none.
 */
export function mergedTemplates(templates: readonly { name: string; template: Template }[]): Template {
  const merged: { Resources: Record<string, unknown>; Outputs: Record<string, unknown> } = { Resources: {}, Outputs: {} };
  for (const { name, template } of templates) {
    const json = template.toJSON() as { Resources?: Record<string, { Type?: string }>; Outputs?: Record<string, unknown> };
    for (const [id, resource] of Object.entries(json.Resources ?? {})) {
      if (resource.Type === 'AWS::CDK::Metadata') continue;
      if (id in merged.Resources) throw new Error(`Logical id ${id} is in two stacks (${name} and another).`);
      merged.Resources[id] = resource;
    }
    Object.assign(merged.Outputs, json.Outputs ?? {});
  }
  return Template.fromJSON(merged);
}

/** A value as the stack that holds it writes it: a read of another stack's output becomes that output's value. */
export function producedValue(template: Template, value: unknown): unknown {
  const read = (value as { 'Fn::GetStackOutput'?: { OutputName: string } } | undefined)?.['Fn::GetStackOutput'];
  if (!read) return value;
  const outputs = (template.toJSON() as { Outputs?: Record<string, { Value: unknown }> }).Outputs ?? {};
  const output = outputs[read.OutputName];
  if (!output) throw new Error(`No stack of the template has the output ${read.OutputName}.`);
  return output.Value;
}

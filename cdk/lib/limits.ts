/**
 * CloudFormation's limits on one template (AWS CloudFormation User Guide, "Quotas"), and the
 * share of each the shop lets a stack use, so that a new context, route, job or consumer always
 * has room: `npm test` synthesizes through the CDK CLI and holds every template to these
 * (cdk/test/cliAssembly.ts, for app.test.ts and cliSynth.test.ts); the CDK itself refuses more
 * than `RESOURCE_CEILING` resources (`@aws-cdk/core:stackResourceLimit` in cdk.json), at synth
 * and so at every deploy.
 */
export const CLOUDFORMATION_LIMITS = {
  resources: 500,
  outputs: 200,
  parameters: 200,
  mappings: 200,
  /** A template uploaded through S3, as the CDK CLI uploads every template. */
  templateBytes: 1_000_000,
  descriptionBytes: 1024,
} as const;

/** The share of each limit a stack may take. */
export const LIMIT_SHARE = 0.6;

export const RESOURCE_CEILING = Math.floor(CLOUDFORMATION_LIMITS.resources * LIMIT_SHARE);

export interface TemplateFigures {
  resources: number;
  outputs: number;
  parameters: number;
  mappings: number;
  templateBytes: number;
  descriptionBytes: number;
}

export function templateFigures(template: Record<string, unknown>, text = JSON.stringify(template)): TemplateFigures {
  const count = (section: string) => Object.keys((template[section] as Record<string, unknown> | undefined) ?? {}).length;
  return {
    resources: count('Resources'),
    outputs: count('Outputs'),
    parameters: count('Parameters'),
    mappings: count('Mappings'),
    templateBytes: Buffer.byteLength(text),
    descriptionBytes: Buffer.byteLength(String(template.Description ?? '')),
  };
}

/** Each figure of a template past its share of CloudFormation's limit, as a sentence. */
export function overCeilings(stack: string, figures: TemplateFigures): string[] {
  return (Object.keys(CLOUDFORMATION_LIMITS) as (keyof TemplateFigures)[]).flatMap((figure) => {
    const ceiling = Math.floor(CLOUDFORMATION_LIMITS[figure] * LIMIT_SHARE);
    return figures[figure] > ceiling
      ? [
          `${stack}: ${figure} ${figures[figure]} is over ${ceiling} (${LIMIT_SHARE * 100} % of CloudFormation's ${CLOUDFORMATION_LIMITS[figure]})`,
        ]
      : [];
  });
}

import type { Stack } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';

/**
 * Suppressions for the Lambda function CDK itself adds to copy web/dist and the seed images
 * into S3 (BucketDeployment). Its code, runtime and role are CDK's, not ours to change.
 */
export function suppressCdkInternals(stack: Stack): void {
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    NagSuppressions.addResourceSuppressions(
      child,
      [
        {
          id: 'AwsSolutions-L1',
          reason: "BucketDeployment's handler is CDK's own (Python); its runtime follows the aws-cdk-lib version.",
        },
        {
          id: 'AwsSolutions-IAM4',
          reason: "CDK's BucketDeployment handler role uses AWSLambdaBasicExecutionRole for its logs; it runs only during deploys.",
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'BucketDeployment copies whole folders: it needs object wildcards on the CDK asset bucket and on the destination buckets (site, images), and CloudFront invalidation, which has no resource-level permissions.',
          appliesTo: [
            ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((a) => `Action::${a}`),
            'Resource::*',
            { regex: '/^Resource::<Web(Site|Images)Bucket[0-9A-F]+\\.Arn>\\/\\*$/g' },
            { regex: '/^Resource::arn:[^:]+:s3:::cdk-[a-z0-9]+-assets-[^/]+\\/\\*$/g' },
          ],
        },
      ],
      true,
    );
  }
  // The one function CDK adds for every AwsCustomResource of a stack (its id is that function's uuid).
  const awsCustomResource = stack.node.tryFindChild('AWS679f53fac002430cb0da5b7982bd2287');
  if (awsCustomResource) {
    NagSuppressions.addResourceSuppressions(
      awsCustomResource,
      [
        {
          id: 'AwsSolutions-L1',
          reason: "AwsCustomResource's handler is CDK's own; its runtime follows the aws-cdk-lib version.",
        },
        {
          id: 'AwsSolutions-IAM4',
          reason:
            "CDK's AwsCustomResource handler role uses AWSLambdaBasicExecutionRole for its logs; it runs only during deploys, and may only send the redraw queue its message (cdk/lib/pageRedraw.ts).",
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
      ],
      true,
    );
  }
}

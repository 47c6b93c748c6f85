import type { Stack } from 'aws-cdk-lib';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import type { ShopFunction } from './constructs/shop-function.ts';

/** How a prod deploy moves a function's traffic: a tenth first, the rest five minutes later if no alarm went off. */
export const GRADUAL_DEPLOY = LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES;

/**
 * Each function of a context's stack deploys through CodeDeploy: its `live` alias moves to the new
 * version gradually (`GRADUAL_DEPLOY`), and back at once when one of `alarms` (the API's 5xx) goes
 * off, when the deployment fails or is stopped; CloudFormation waits for it, so `cdk deploy` (and
 * the pipeline) ends only when the shift is done or undone. One application and one service role
 * per stack.
 */
export function deployGradually(stack: Stack, functions: readonly ShopFunction[], alarms: readonly IAlarm[]): void {
  const application = new LambdaApplication(stack, 'Deploys', { applicationName: `${stack.stackName}-deploys` });
  const role = new Role(stack, 'DeployRole', {
    assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
    managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited')],
    description: `Shifts the traffic of ${stack.stackName}'s functions to their new versions`,
  });
  NagSuppressions.addResourceSuppressions(role, [
    {
      id: 'AwsSolutions-IAM4',
      reason:
        "AWS's managed role for CodeDeploy on Lambda (the Limited one): it may only update the aliases, invoke the hooks and read the alarms of this account, which is what a gradual shift is.",
      appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited'],
    },
  ]);
  for (const fn of new Set(functions)) {
    new LambdaDeploymentGroup(stack, `Deploy-${fn.node.id}`, {
      application,
      alias: fn.live,
      deploymentConfig: GRADUAL_DEPLOY,
      alarms: [...alarms],
      role,
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
    });
  }
}

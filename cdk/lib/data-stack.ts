import { Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { physicalTableName, type TableDef, TABLES, type TableName } from '@shop/lambdas/tables';
import { type ShopConfig, shopName, statefulRemovalPolicy } from './config.ts';
import { restoredTablesOf } from './restoredTables.ts';
import type { BindableTable } from './constructs/shop-function.ts';

export interface DataStackProps extends StackProps {
  readonly config: ShopConfig;
  /** The table definitions; the real ones from lambdas/tables.ts unless a test passes others. */
  readonly tables?: Readonly<Record<string, TableDef>>;
}

/**
 * The stateful part of a stage: the DynamoDB tables and the payment keys' secret. Kept apart
 * from the rest so the stateless stack can be replaced or torn down without touching data;
 * in prod everything here is retained and the stack has termination protection.
 */
export class DataStack extends Stack {
  readonly tables: Record<string, BindableTable>;
  readonly paymentSecrets: Secret;
  readonly sessionKey: Secret;
  readonly originSecret: Secret;
  readonly staffKey: Secret;
  readonly fiscalSecret: Secret;
  readonly eRacunSecret: Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, { terminationProtection: props.config.retain, ...props });
    const { config } = props;
    const removalPolicy = statefulRemovalPolicy(config);
    const defs: Readonly<Record<string, TableDef>> = props.tables ?? TABLES;
    const restored = restoredTablesOf(this.node.getAllContext(), config.stage);

    this.tables = {};
    for (const [name, def] of Object.entries(defs)) {
      const table = new Table(this, `Table-${name}`, {
        tableName: physicalTableName(config.stage, name as TableName),
        partitionKey: { name: 'pk', type: AttributeType.STRING },
        sortKey: { name: 'sk', type: AttributeType.STRING },
        billingMode: BillingMode.PAY_PER_REQUEST,
        encryption: TableEncryption.AWS_MANAGED,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        timeToLiveAttribute: def.ttlAttribute,
        stream: def.stream ? StreamViewType.NEW_AND_OLD_IMAGES : undefined,
        deletionProtection: config.retain,
        removalPolicy,
      });
      for (const index of def.indexes) {
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
          sortKey: { name: index.sortKey, type: AttributeType.STRING },
        });
      }
      // A table restored from a point in time (docs/restore.md) serves the functions instead;
      // the one made here stays, kept, until someone deletes it by hand.
      const restoredTo = restored[name];
      const serving = restoredTo
        ? Table.fromTableAttributes(this, `Restored-${name}`, {
            tableName: restoredTo.tableName,
            tableStreamArn: restoredTo.streamArn,
            grantIndexPermissions: def.indexes.length > 0,
          })
        : table;
      this.tables[name] = { name, envVar: def.envVar, table: serving, hasIndexes: def.indexes.length > 0 };
    }

    // Placeholders: the operator puts the real Stripe keys in after the first deploy
    // (see docs/decisions/004-aws-architecture.md); CloudFormation never rewrites them.
    this.paymentSecrets = new Secret(this, 'PaymentKeys', {
      secretName: shopName(config, 'payment-keys'),
      description: `Payment provider keys of shop ${config.stage}: { "secretKey", "webhookSecret" }`,
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secretKey: 'sk_replace_me' }),
        generateStringKey: 'webhookSecret',
        excludePunctuation: true,
      },
      removalPolicy,
    });
    // Generated here and never shown to anyone: it only signs customers' session tokens.
    this.sessionKey = this.generatedSecret('SessionKey', config, {
      name: 'session-key',
      description: `Signs customers' session tokens (HS256) in shop ${config.stage}`,
      length: 64,
      notRotated:
        'Rotating the session key logs every customer out; it is rolled by hand (put-secret-value) when needed, as the runbook says, not on a schedule.',
    });
    // Generated here and never shown to anyone: CloudFront sends it to the API, every function checks it.
    this.originSecret = this.generatedSecret('OriginSecret', config, {
      name: 'origin-secret',
      description: `Shows the API of shop ${config.stage} that a request came through CloudFront (docs/decisions/017-edge-trust.md)`,
      length: 48,
      notRotated:
        'CloudFront reads it only when the distribution is updated, so a scheduled rotation would lock the shop out; it is replaced by hand with the distribution, as docs/decisions/017-edge-trust.md says.',
    });
    // Generated here and never shown to anyone: the back office's key (docs/decisions/036-back-office.md).
    this.staffKey = this.generatedSecret('StaffKey', config, {
      name: 'staff-key',
      description: `Signs staff's session tokens and seals their second factor's secrets in shop ${config.stage}`,
      length: 64,
      notRotated:
        'Replacing it signs every staff member out and makes their authenticator secrets unreadable, so each must be invited again (docs/decisions/036-back-office.md); signing out everywhere needs no rotation.',
    });
    // A placeholder: the operator puts FINA's fiscal certificate and the operator's OIB in (README,
    // "Fiscalisation"). Until then issuing an invoice fails loudly: an unfiscalised receipt is unlawful.
    this.fiscalSecret = new Secret(this, 'FiscalCertificate', {
      secretName: shopName(config, 'fiscal-certificate'),
      description: `Fiscal certificate of shop ${config.stage}: { "certificatePem", "privateKeyPem", "operatorOib" }`,
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ certificatePem: 'replace_me', operatorOib: 'replace_me' }),
        generateStringKey: 'privateKeyPem',
        excludePunctuation: true,
      },
      removalPolicy,
    });
    NagSuppressions.addResourceSuppressions(this.fiscalSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'FINA issues the fiscal certificate (valid five years); it is renewed with FINA and put here by hand. A rotation Lambda cannot obtain one.',
      },
    ]);
    // A placeholder: the operator puts the intermediary's API user in (README, "Switching to the
    // real intermediary"). Until then an eRačun's sending fails and is tried again, then alarms.
    this.eRacunSecret = new Secret(this, 'ERacunIntermediary', {
      secretName: shopName(config, 'eracun-intermediary'),
      description: `moj-eRačun API user of shop ${config.stage}: { "username", "password", "companyId", "softwareId" }`,
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ username: 'replace_me', companyId: 'replace_me', softwareId: 'replace_me' }),
        generateStringKey: 'password',
        excludePunctuation: true,
      },
      removalPolicy,
    });
    NagSuppressions.addResourceSuppressions(this.eRacunSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'moj-eRačun issues the API user and its password; it is changed with them and put here by hand. A rotation Lambda cannot obtain one.',
      },
    ]);
    NagSuppressions.addResourceSuppressions(this.paymentSecrets, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'The payment provider issues these keys; they are rolled in its dashboard and then put here by hand. A rotation Lambda cannot create provider keys.',
      },
    ]);
  }

  /** A secret Secrets Manager generates (letters and digits), with why it is not rotated on a schedule. */
  private generatedSecret(
    id: string,
    config: ShopConfig,
    secret: { name: string; description: string; length: number; notRotated: string },
  ): Secret {
    const generated = new Secret(this, id, {
      secretName: shopName(config, secret.name),
      description: secret.description,
      generateSecretString: { passwordLength: secret.length, excludePunctuation: true },
      removalPolicy: statefulRemovalPolicy(config),
    });
    NagSuppressions.addResourceSuppressions(generated, [{ id: 'AwsSolutions-SMG4', reason: secret.notRotated }]);
    return generated;
  }
}

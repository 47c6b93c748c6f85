import { CfnOutput } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { ShopConfig } from './config.ts';
import type { Mailer } from './constructs/shop-function.ts';

/**
 * The SES domain identity the shop sends from (`shop@<mailDomain>`). Without a Route 53 zone
 * in this app, the DKIM records are printed as outputs for whoever runs the domain's DNS.
 * An identity is unique per account and region: two stages in one account need two domains.
 */
export class ShopMail extends Construct implements Mailer {
  readonly identity: EmailIdentity;
  readonly fromAddress: string;

  constructor(scope: Construct, id: string, props: { config: ShopConfig }) {
    super(scope, id);
    const domain = props.config.mailDomain;
    this.fromAddress = `shop@${domain}`;
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(domain) });
    for (const n of [1, 2, 3] as const) {
      new CfnOutput(this, `DkimRecord${n}`, {
        description: `CNAME record ${n} of 3 that verifies ${domain} for SES (DKIM)`,
        value: `${this.identity[`dkimDnsTokenName${n}`]} CNAME ${this.identity[`dkimDnsTokenValue${n}`]}`,
      });
    }
  }
}

import { type CertificateDetail, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { type CheckResult, daysUntil, errorName, fail, guarded, isoDay, needs, ok, type PreflightTarget } from './check.ts';
import type { PreflightPorts } from './ports.ts';

/** An ACM certificate's ARN; its fourth field is the region. */
export const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[\w-]+$/;

/** The certificate must outlive the next weeks, or the shop's domain answers with a browser warning. */
export const DOMAIN_CERTIFICATE_FAIL_DAYS = 30;

/** Whether a certificate's names cover a domain; a wildcard covers one label, as browsers read it. */
export function certificateCovers(names: readonly string[], domain: string): boolean {
  const wanted = domain.toLowerCase().replace(/\.$/, '');
  return names.some((raw) => {
    const name = raw.toLowerCase();
    if (!name.startsWith('*.')) return name === wanted;
    const parent = name.slice(1);
    return wanted.endsWith(parent) && !wanted.slice(0, -parent.length).includes('.') && wanted.length > parent.length;
  });
}

/** CloudFront takes its certificate from ACM in us-east-1 only, whatever region the shop is in. */
export function checkCustomDomain(ports: PreflightPorts, target: PreflightTarget): Promise<CheckResult[]> {
  const custom = target.customDomain;
  if (!custom) return Promise.resolve([]);
  const { name, certificateArn } = custom;
  const check = `Certificate for ${name}`;
  const requestNew = `request a certificate for ${name} in ACM in us-east-1 (console ACM, region N. Virginia → Request → DNS validation), then deploy with -c certificateArn=<its ARN>`;
  const region = CERTIFICATE_ARN.exec(certificateArn)?.[1];
  if (region !== 'us-east-1') {
    return Promise.resolve([fail(check, `the certificate is in ${region}; CloudFront takes certificates from us-east-1 only`, requestNew)]);
  }
  return guarded(check, needs('acm:DescribeCertificate in us-east-1'), async () => {
    let certificate: CertificateDetail | undefined;
    try {
      ({ Certificate: certificate } = await ports.acm.send(new DescribeCertificateCommand({ CertificateArn: certificateArn })));
    } catch (error) {
      if (errorName(error) !== 'ResourceNotFoundException') throw error;
    }
    if (!certificate) {
      return fail(
        check,
        `account ${target.account} has no certificate ${certificateArn}`,
        `find the right ARN with aws acm list-certificates --region us-east-1 --profile ${target.profile}, or ${requestNew}`,
      );
    }
    const status = certificate.Status ?? 'UNKNOWN';
    if (status !== 'ISSUED') {
      return fail(
        check,
        `the certificate is ${status}, not ISSUED`,
        status === 'PENDING_VALIDATION'
          ? `put the validation CNAME that ACM shows (console ACM in us-east-1 → the certificate → Domains) into the DNS of ${name}; ACM issues the certificate minutes after it appears`
          : requestNew,
      );
    }
    const names = [certificate.DomainName, ...(certificate.SubjectAlternativeNames ?? [])].filter((n): n is string => Boolean(n));
    if (!certificateCovers(names, name)) {
      return fail(check, `the certificate is for ${[...new Set(names)].join(', ')}, not ${name}`, requestNew);
    }
    const notAfter = certificate.NotAfter;
    const days = notAfter ? daysUntil(notAfter, target.now) : Number.POSITIVE_INFINITY;
    if (notAfter && days < DOMAIN_CERTIFICATE_FAIL_DAYS) {
      return fail(
        check,
        days < 0 ? `the certificate expired on ${isoDay(notAfter)}` : `the certificate expires on ${isoDay(notAfter)}, in ${days} days`,
        certificate.Type === 'IMPORTED'
          ? `import the renewed certificate over it: aws acm import-certificate --certificate-arn ${certificateArn} --certificate fileb://cert.pem --private-key fileb://key.pem --certificate-chain fileb://chain.pem --region us-east-1 --profile ${target.profile}`
          : `ACM renews it only while its validation CNAME is in the DNS of ${name}: console ACM in us-east-1 → the certificate shows the renewal's status and the CNAME to put back; or ${requestNew}`,
      );
    }
    return ok(check, `ISSUED, covers ${name}${notAfter ? `, valid until ${isoDay(notAfter)}` : ''}`);
  });
}

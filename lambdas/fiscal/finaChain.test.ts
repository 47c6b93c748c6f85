import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkFinaChain, FINA_CHAIN_FAIL_DAYS } from '../../local/admin/preflight/secrets.ts';
import { chainsTo, cisTlsOptions } from './cisTrust.ts';
import { FINA_CHAIN, FINA_RDC_2020, FINA_RDC_2025, FINA_ROOT_CA } from './finaChain.ts';

const DAY = 86_400_000;
const certificates = FINA_CHAIN.map((pem) => new X509Certificate(pem));

describe('FINA’s chain, which the shop trusts CIS by', () => {
  it('is FINA’s Root CA and the two issuing CAs it signed, as FINA publishes them', () => {
    const [rdc2025, rdc2020, root] = [FINA_RDC_2025, FINA_RDC_2020, FINA_ROOT_CA].map(
      (pem) => new X509Certificate(pem),
    ) as X509Certificate[];
    expect(root!.subject).toBe('C=HR\nO=Financijska agencija\nCN=Fina Root CA');
    expect(root!.fingerprint256).toBe('5A:B4:FC:DB:18:0B:5B:6A:F0:D2:62:A2:37:5A:2C:77:D2:56:02:01:5D:96:64:87:56:61:1E:2E:78:C5:3A:D3');
    for (const issuing of [rdc2025!, rdc2020!]) {
      expect(issuing.ca).toBe(true);
      expect(issuing.verify(root!.publicKey)).toBe(true);
    }
    for (const certificate of certificates) expect(chainsTo(certificate, certificates, new Date())).toBe(true);
  });

  // The release that replaces a certificate must ship before it expires: this fails 60 days ahead.
  it(`has neither its root nor its newest issuing CA expiring within ${FINA_CHAIN_FAIL_DAYS} days (the preflight says the same)`, () => {
    const now = new Date();
    expect(checkFinaChain({ now })).toEqual([expect.objectContaining({ status: 'ok' })]);
    // RDC 2020 expiring is FINA's turnover (what it issued expires with it); RDC 2025 expiring is not.
    expect(checkFinaChain({ now: new Date('2030-12-01T00:00:00Z') })).toEqual([expect.objectContaining({ status: 'ok' })]);
    expect(checkFinaChain({ now: new Date(Date.parse(new X509Certificate(FINA_RDC_2025).validTo) - 59 * DAY) })).toEqual([
      expect.objectContaining({ status: 'fail', detail: 'CN=Fina RDC 2025 expires on 2035-11-04, in 59 days' }),
    ]);
  });

  it('is trusted beside Node’s roots for TLS 1.2 and newer only', () => {
    const options = cisTlsOptions(certificates);
    expect(options.minVersion).toBe('TLSv1.2');
    const trusted = options.ca.map((pem) => new X509Certificate(pem).fingerprint256);
    expect(trusted).toEqual(expect.arrayContaining(certificates.map((c) => c.fingerprint256)));
    expect(trusted.length).toBeGreaterThan(100); // Node's roots stay beside FINA's
  });
});

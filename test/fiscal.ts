import { SELLER } from '@shop/shared/brand';
import { inject } from 'vitest';
import { type FiscalSimulator, startFiscalSimulator } from '../local/simulators/cis/simulator.ts';
import type { TestCertificate } from '../local/simulators/cis/testCertificate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A test fiscal certificate for this run (FISCAL_SECRET), made by test/globalSetup.ts, and the CA that issued it. */
    fiscalSecret: string;
    fiscalCaPem: string;
    /** The whole set (the shop's certificate, the simulator's signer and TLS certificate), as JSON. */
    fiscalCertificate: string;
  }
}

/** The run's test fiscal CA, the one the local CIS simulator is to trust (and the shop trusts as FISCAL_CIS_CA). */
export const testFiscalCaPem = (): string => inject('fiscalCaPem');

/** A CIS simulator for the run's certificate, over TLS, on the test's clock, as `npm start` runs it. */
export function startTestCis(now: () => Date, sellerOib: string = SELLER.oib): Promise<FiscalSimulator> {
  const certificate = JSON.parse(inject('fiscalCertificate')) as TestCertificate;
  return startFiscalSimulator({
    port: 0,
    caPem: certificate.caPem,
    sellerOib,
    signer: { certificatePem: certificate.cisSignerPem, keyPem: certificate.cisSignerKeyPem },
    tls: { certificatePem: certificate.serverCertificatePem, keyPem: certificate.serverKeyPem },
    now,
  });
}

import type { CisPort } from '../ports.ts';
import { startFiscalSimulator } from './simulator.ts';
import { ensureTestCertificate, makeTestCertificate, testFiscalSecret } from './testCertificate.ts';

/**
 * The CIS simulator and the local test certificate it trusts: made at the first start in the
 * certificate's folder (`.data/fiscal/` on `npm start`), or in memory for a stack that keeps nothing.
 * It serves HTTPS with a certificate of the same test CA, as CIS does.
 */
export const cisPort: CisPort = {
  name: 'CIS simulator',
  async start(options) {
    const certificate = options.certificateDir
      ? ensureTestCertificate(options.certificateDir, options.sellerOib)
      : makeTestCertificate(options.sellerOib);
    const simulator = await startFiscalSimulator({
      port: options.port,
      caPem: certificate.caPem,
      sellerOib: options.sellerOib,
      signer: { certificatePem: certificate.cisSignerPem, keyPem: certificate.cisSignerKeyPem },
      tls: { certificatePem: certificate.serverCertificatePem, keyPem: certificate.serverKeyPem },
    });
    return {
      url: simulator.url,
      endpoint: simulator.endpoint,
      fiscalSecret: testFiscalSecret(certificate),
      caPem: certificate.caPem,
      answers: () => simulator.answers(),
      stop: () => simulator.close(),
    };
  },
};

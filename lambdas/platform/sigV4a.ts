import { createECDH, createHmac, createPrivateKey, type KeyObject, sign } from 'node:crypto';
import type { HttpRequest } from '@smithy/core/transport';
import {
  ALGORITHM_IDENTIFIER_V4A,
  AMZ_DATE_HEADER,
  AUTH_HEADER,
  getCanonicalHeaders,
  getPayloadHash,
  hasHeader,
  KEY_TYPE_IDENTIFIER,
  prepareRequest,
  REGION_SET_PARAM,
  SHA256_HEADER,
  SignatureV4Base,
  TOKEN_HEADER,
} from '@smithy/signature-v4';
import type { AwsCredentials } from './awsRequest.ts';
import { Hash } from '@smithy/core/serde';

/**
 * SigV4A, the asymmetric SigV4 that AWS's global endpoints ask for (CloudFront's KeyValueStore),
 * as the SDK's `@smithy/signature-v4a` signs: the same canonical request and string to sign (the
 * SDK's own SignatureV4Base), an ECDSA P-256 key derived from the secret key as the SDK derives
 * it, and the signature made by Node's crypto instead of the SDK's pure-JS curve (36 KB).
 * sigV4a.test.ts checks the SDK's signatures with the key derived here, and this signer's with
 * the SDK's canonical string; lambdas/platform/keyValueStoreApi.test.ts puts it on the wire.
 */

/** The curve's order minus two: a derived candidate above it is discarded and the next tried. */
const N_MINUS_TWO = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc63254f');
const MAX_TRIALS = 254;

const base64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/**
 * The private key of an access key, by NIST SP 800-108's counter-mode KDF with HMAC-SHA256 over
 * "AWS4A" + the secret: the first candidate not above n − 2, plus one. As the SDK writes it, the
 * fixed input of each further trial follows those of the trials before it.
 */
export function sigV4aPrivateKey(accessKeyId: string, secretAccessKey: string): Buffer {
  const hmacKey = Buffer.from(`AWS4A${secretAccessKey}`, 'latin1');
  let fixedInput = '';
  for (let trial = 1; trial < MAX_TRIALS; trial++) {
    fixedInput += `\x00\x00\x00\x01${ALGORITHM_IDENTIFIER_V4A}\x00${accessKeyId}${String.fromCharCode(trial)}\x00\x00\x01\x00`;
    const candidate = createHmac('sha256', hmacKey).update(Buffer.from(fixedInput, 'latin1')).digest();
    const value = BigInt(`0x${candidate.toString('hex')}`);
    if (value > N_MINUS_TWO) continue;
    return Buffer.from((value + 1n).toString(16).padStart(64, '0'), 'hex');
  }
  throw new Error('Cannot derive signing key: number of maximum trials exceeded.');
}

/** The derived key as Node's crypto takes it, with its public point. */
export function sigV4aKey(accessKeyId: string, secretAccessKey: string): { privateKey: KeyObject; publicPoint: Buffer } {
  const d = sigV4aPrivateKey(accessKeyId, secretAccessKey);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const publicPoint = ecdh.getPublicKey();
  const privateKey = createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', d: base64Url(d), x: base64Url(publicPoint.subarray(1, 33)), y: base64Url(publicPoint.subarray(33)) },
    format: 'jwk',
  });
  return { privateKey, publicPoint };
}

/** Signs a request with SigV4A for a region set (`*`: every region), as the SDK's SignatureV4a does. */
export class SignatureV4a extends SignatureV4Base {
  readonly #keys = new Map<string, KeyObject>();
  readonly #credentials: () => Promise<AwsCredentials>;

  constructor(options: { credentials: () => Promise<AwsCredentials>; regionSet: string; service: string }) {
    super({ credentials: options.credentials, region: options.regionSet, service: options.service, sha256: Hash.bind(null, 'sha256') });
    this.#credentials = options.credentials;
  }

  #key(credentials: AwsCredentials): KeyObject {
    const cacheKey = `${credentials.accessKeyId}\n${credentials.secretAccessKey}`;
    let key = this.#keys.get(cacheKey);
    if (!key) {
      key = sigV4aKey(credentials.accessKeyId, credentials.secretAccessKey).privateKey;
      this.#keys.clear();
      this.#keys.set(cacheKey, key);
    }
    return key;
  }

  async sign(requestToSign: HttpRequest, { signingDate = new Date() }: { signingDate?: Date } = {}): Promise<HttpRequest> {
    const credentials = await this.#credentials();
    const regionSet = await this.regionProvider();
    const request = prepareRequest(requestToSign);
    const { longDate, shortDate } = this.formatDate(signingDate);
    const scope = `${shortDate}/${this.service}/${KEY_TYPE_IDENTIFIER}`;
    request.headers[AMZ_DATE_HEADER] = longDate;
    if (credentials.sessionToken) request.headers[TOKEN_HEADER] = credentials.sessionToken;
    request.headers[REGION_SET_PARAM.toLowerCase()] = regionSet;
    const payloadHash = await getPayloadHash(request, this.sha256);
    if (!hasHeader(SHA256_HEADER, request.headers) && this.applyChecksum) request.headers[SHA256_HEADER] = payloadHash;
    const canonicalHeaders = getCanonicalHeaders(request);
    const canonicalRequest = this.createCanonicalRequest(request, canonicalHeaders, payloadHash);
    const stringToSign = await this.createStringToSign(longDate, scope, canonicalRequest, ALGORITHM_IDENTIFIER_V4A);
    const signature = sign('sha256', Buffer.from(stringToSign, 'utf8'), { key: this.#key(credentials), dsaEncoding: 'der' });
    request.headers[AUTH_HEADER] =
      `${ALGORITHM_IDENTIFIER_V4A} Credential=${credentials.accessKeyId}/${scope}, ` +
      `SignedHeaders=${this.getCanonicalHeaderList(canonicalHeaders)}, Signature=${signature.toString('hex')}`;
    return request as HttpRequest;
  }
}

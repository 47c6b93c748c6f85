import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers a read with: a secret's text, or a failure of Secrets Manager behind the extension. */
export type SecretAnswer = string | { fails: string };

export interface SecretsExtensionStandIn {
  /** What Lambda gives a function with the extension: its port and the function's session token. */
  readonly environment: { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: string; AWS_SESSION_TOKEN: string };
  /** The answers to the next reads, of any secret, in order; the last one stays. */
  answers(...answers: SecretAnswer[]): void;
  /** The secret ids read, in order. */
  readonly reads: string[];
  reset(): void;
  close(): Promise<void>;
}

/**
 * A stand-in for the AWS Parameters and Secrets Lambda Extension's HTTP interface, as AWS
 * documents it for Secrets Manager (Lambda Developer Guide, "Use Secrets Manager secrets in
 * Lambda functions"): `GET /secretsmanager/get?secretId=<id or ARN>` on localhost, with the
 * function's session token in `X-Aws-Parameters-Secrets-Token`, answered with GetSecretValue's
 * JSON (`ARN`, `Name`, `SecretString`, `VersionId`, `VersionStages`, `CreatedDate`). A call
 * without the token, or with another, is refused (401), as is any other path (400); a failure
 * of Secrets Manager comes back as the extension's error status with its text. The
 * function under test finds it as in Lambda, through `environment`.
 */
export async function startSecretsExtension(token = 'session-token-of-the-function'): Promise<SecretsExtensionStandIn> {
  let queued: SecretAnswer[] = [];
  const reads: string[] = [];
  const answer = (res: ServerResponse, status: number, body: string, type = 'text/plain') => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.headers['x-aws-parameters-secrets-token'] !== token) return answer(res, 401, 'not authorized');
    const secretId = url.searchParams.get('secretId');
    if (req.method !== 'GET' || url.pathname !== '/secretsmanager/get' || !secretId) return answer(res, 400, 'bad request');
    reads.push(secretId);
    const next = queued.length > 1 ? queued.shift() : queued[0];
    if (next === undefined) return answer(res, 400, `ResourceNotFoundException: Secrets Manager can't find the specified secret.`);
    if (typeof next !== 'string') return answer(res, 500, next.fails);
    const body = {
      ARN: secretId,
      Name: secretId.split(':').at(-1),
      SecretString: next,
      VersionId: 'EXAMPLE1-90ab-cdef-fedc-ba987SECRET1',
      VersionStages: ['AWSCURRENT'],
      CreatedDate: new Date().toISOString(),
    };
    return answer(res, 200, JSON.stringify(body), 'application/json');
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    environment: {
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String((server.address() as AddressInfo).port),
      AWS_SESSION_TOKEN: token,
    },
    answers: (...answers) => {
      queued = answers;
    },
    reads,
    reset: () => {
      queued = [];
      reads.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createS3Api, type S3Api, useS3Api } from '../platform/s3Api.ts';

/** One call the shop made to a bucket. */
export interface S3Call {
  bucket: string;
  operation: 'getObject' | 'putObject' | 'deleteObject' | 'headObject';
  key: string;
  options?: unknown;
}

type Answers = Partial<{ [Name in S3Call['operation']]: (key: string, options?: unknown) => Promise<unknown> }>;

/** S3 answered in memory: what every bucket reached without a client of its own was asked, and what it answers. */
export interface S3Recorder {
  readonly calls: S3Call[];
  /** Answers the operations named with these (the others: an empty success). */
  answers(answers: Answers): void;
  reset(): void;
  /** Puts S3 back. */
  restore(): void;
}

const LOCAL_SIGNER = {
  region: 'eu-central-1',
  maxAttempts: 1,
  credentials: () => ({ accessKeyId: 'AKIDRECORDER', secretAccessKey: 'recorder' }),
};

/** Puts a recorder in S3's place for every bucket reached through `s3Bucket` (lambdas/platform/s3Api.ts); presigning stays the real one. */
export function recordS3(): S3Recorder {
  const calls: S3Call[] = [];
  let answers: Answers = {};
  const empty: Required<Answers> = {
    getObject: async () => ({ body: new Uint8Array(), contentLength: 0 }),
    putObject: async () => ({ etag: '"recorded"' }),
    deleteObject: async () => undefined,
    headObject: async () => ({ contentLength: 0 }),
  };
  const api = (bucket: string): S3Api => {
    const answer =
      (operation: S3Call['operation']) =>
      (key: string, ...rest: unknown[]) => {
        const options = operation === 'putObject' ? rest[1] : undefined;
        calls.push({ bucket, operation, key, ...(options === undefined ? {} : { options }) });
        return (answers[operation] ?? empty[operation])(key, options);
      };
    return {
      getObject: answer('getObject') as S3Api['getObject'],
      putObject: answer('putObject') as S3Api['putObject'],
      deleteObject: answer('deleteObject') as S3Api['deleteObject'],
      headObject: answer('headObject') as S3Api['headObject'],
      presignPut: (key, put) => createS3Api(bucket, LOCAL_SIGNER).presignPut(key, put),
    };
  };
  useS3Api(api);
  return {
    calls,
    answers: (next) => {
      answers = next;
    },
    reset: () => {
      calls.length = 0;
      answers = {};
    },
    restore: () => useS3Api(undefined),
  };
}

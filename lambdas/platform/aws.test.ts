import { afterEach, describe, expect, it } from 'vitest';
import { awsClientOptions } from './aws.ts';
import { resetConfigForTests } from './config.ts';

const region = process.env.AWS_REGION;

afterEach(() => {
  if (region === undefined) delete process.env.AWS_REGION;
  else process.env.AWS_REGION = region;
  resetConfigForTests();
});

describe('awsClientOptions', () => {
  it('leaves the endpoint to the SDK in AWS', () => {
    process.env.AWS_REGION = 'eu-central-1';
    resetConfigForTests();
    expect(awsClientOptions()).toEqual({ region: 'eu-central-1', maxAttempts: 3 });
    expect(awsClientOptions('')).not.toHaveProperty('endpoint');
  });

  it('points at the local stand-in when an endpoint is set', () => {
    process.env.AWS_REGION = 'eu-west-1';
    resetConfigForTests();
    expect(awsClientOptions('http://localhost:8005')).toEqual({
      region: 'eu-west-1',
      endpoint: 'http://localhost:8005',
      maxAttempts: 3,
    });
  });
});

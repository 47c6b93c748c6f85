import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';

let sequence = 1000;

/** A record as the catalog table's stream hands it to Lambda; `at` is when the change was made. */
export function catalogStreamRecord(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  oldImage?: object,
  newImage?: object,
  at: Date = new Date('2026-03-02T09:00:00Z'),
): DynamoDBRecord {
  sequence += 1;
  const image = (item?: object) => (item ? (marshall(item, { removeUndefinedValues: true }) as never) : undefined);
  const keys = (newImage ?? oldImage) as { pk: string; sk: string };
  return {
    eventID: `event-${sequence}`,
    eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'eu-central-1',
    eventSourceARN: 'arn:aws:dynamodb:eu-central-1:000000000000:table/shop-test-catalog/stream/2026-01-01T00:00:00.000',
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(at.getTime() / 1000),
      Keys: image({ pk: keys.pk, sk: keys.sk }),
      OldImage: image(oldImage),
      NewImage: image(newImage),
      SequenceNumber: String(sequence),
      SizeBytes: 512,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

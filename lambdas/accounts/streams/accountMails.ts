import type { DynamoDBStreamEvent } from 'aws-lambda';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { performStreamedEffects } from '../../platform/outbox.ts';
import { shopAccountMailPorts } from '../accountAdapters.ts';
import { accountMailOutbox } from '../accountMailWorker.ts';

const outbox = accountMailOutbox(shopAccountMailPorts({ clock: systemClock, mailer: createSesMailer(), shopUrl: config.shopUrl() }));

/** The customers table's stream: an account mail put in the outbox is sent at once. */
export const handler = (event: DynamoDBStreamEvent) => performStreamedEffects(outbox, systemClock, event);

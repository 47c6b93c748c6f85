import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { performStreamedEffects } from '../../platform/outbox.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';
import { shopContentMailPorts } from '../contentAdapters.ts';
import { contentMailOutbox } from '../contentMailWorker.ts';

const outbox = contentMailOutbox(shopContentMailPorts({ clock: systemClock, mailer: createSesMailer(), shopUrl: config.shopUrl() }));

/** Consumer of the content's changes (content mails put in the outbox only): each is sent at once. */
export const handler = streamConsumer((event) => performStreamedEffects(outbox, systemClock, event));

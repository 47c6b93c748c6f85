import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs through Powertools' Logger: one line each with the level, the service,
 * the function and request it ran in, and the correlation id of what started it (the API
 * request, the payment event), so CloudWatch Logs Insights can follow one order through the
 * webhook, the queue and the consumer. LOG_LEVEL picks the level (`silent` in tests).
 */
export const logger = new Logger({
  serviceName: 'tkanica-shop',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO').toUpperCase() as 'INFO',
});

type Fields = Record<string, unknown>;

/** Errors anywhere among the fields are written with their name, message and stack. */
function serialise(fields: Fields = {}): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

export const log = {
  debug: (message: string, fields?: Fields) => logger.debug(message, serialise(fields)),
  info: (message: string, fields?: Fields) => logger.info(message, serialise(fields)),
  warn: (message: string, fields?: Fields) => logger.warn(message, serialise(fields)),
  error: (message: string, fields?: Fields) => logger.error(message, serialise(fields)),
};

/** Ties the log lines that follow to what started them (an API request id, a payment event id). */
export function correlate(id: string | undefined): void {
  logger.setCorrelationId(id ?? 'unknown');
}

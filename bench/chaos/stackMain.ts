/**
 * The stack of the crash test: local/start.ts, as `npm start` runs it, with the tap on what SES
 * and CIS take (outsideTap.ts) installed first, in this thread only (the stack's worker threads
 * inherit none of it).
 */
import './outsideTap.ts';

await import('../../local/start.ts');

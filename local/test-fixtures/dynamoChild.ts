/**
 * Starts DynamoDB Local, prints the Java pid and waits to be killed: the test kills this
 * process with SIGKILL and checks that Java does not outlive it.
 */
import { startDynamo } from '../dynamo.ts';

const dynamo = await startDynamo({ port: 0 });
console.log(JSON.stringify({ javaPid: dynamo.pid }));
setInterval(() => {}, 60_000);

/**
 * The local API server in a process of its own, as `npm start` runs it (with libuv's own pool of
 * threads), serving login and the product page from this process's environment: prints its URL,
 * then waits to be killed.
 */
import { routes } from '../../lambdas/routes.ts';
import { startApiServer } from '../apiServer.ts';

const served = new Set(['POST /api/auth/login', 'GET /api/products/{id}']);
const server = await startApiServer({ port: 0, routes: routes.filter((r) => served.has(`${r.method} ${r.path}`)), quiet: true });
console.log(JSON.stringify({ url: server.url }));
setInterval(() => {}, 60_000);

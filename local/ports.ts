import net from 'node:net';

/** A port nobody listens on right now, chosen by the kernel (for tests and port 0 requests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export class PortInUseError extends Error {
  constructor(port: number, envVar?: string) {
    super(
      `Port ${port} is already in use${envVar ? ` (set ${envVar}=<another port> to use a different one)` : ''}. ` +
        'Is another copy of the shop still running?',
    );
    this.name = 'PortInUseError';
  }
}

/** Fails with a readable message when something already listens on the port. */
export function assertPortFree(port: number, envVar?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, envVar) : error);
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** Listens on 127.0.0.1 and resolves with the bound port (useful when asked for port 0). */
export function listen(server: net.Server, port: number, envVar?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, envVar) : error);
    };
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}

/** Starts a server and turns the usual failures into author-facing errors. */
import type { Server } from 'node:http';
import { MysiteError } from '../core/errors.js';

export function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          MysiteError.of({
            code: 'serve/port-in-use',
            message: `Port ${port} on ${host} is already in use.`,
            hint: `Stop the other server, or pick another port: mysite serve --port ${port + 1}`,
          }),
        );
      } else if (error.code === 'EACCES') {
        reject(MysiteError.of({ code: 'serve/port-denied', message: `Not allowed to listen on port ${port}.` }));
      } else {
        reject(error);
      }
    });
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actual}`);
    });
  });
}

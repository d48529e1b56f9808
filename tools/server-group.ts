// Servers that start together and stop together (a site, the benchmark's HTTP/2 front). A start that fails part way
// closes every server the group opened: a listener left open keeps its process alive and its port taken.
import type { AddressInfo } from 'node:net';

/** What the group needs of a server: a Fastify instance, over HTTP/1.1 or HTTP/2. */
interface Listener {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): PromiseLike<unknown>;
  server: { address(): AddressInfo | string | null };
}

/** The servers of one start, closed together. Start them one after another, so none is opening while they close. */
export class ServerGroup {
  readonly #servers: Listener[] = [];

  /** Makes `server` listen (port 0: one the system picks) and answers its port; the group closes it from now on. */
  async listen(name: string, server: Listener, port: number, host: string): Promise<number> {
    this.#servers.push(server);
    try {
      await server.listen({ port, host });
    } catch (error) {
      throw new Error(`${name} could not listen on ${host}:${port}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return (server.server.address() as AddressInfo).port;
  }

  /** Closes every server of the group, listening or not. */
  async close(): Promise<void> {
    await Promise.all(this.#servers.splice(0).map((server) => server.close()));
  }
}

/**
 * Runs `start` with a new group and answers what it answers, with a function that stops the group's servers; when
 * `start` throws, closes every server it opened and throws its error.
 */
export async function startServers<T extends object>(
  start: (group: ServerGroup) => Promise<T>,
): Promise<T & { stop: () => Promise<void> }> {
  const group = new ServerGroup();
  try {
    return { ...(await start(group)), stop: () => group.close() };
  } catch (error) {
    await group.close();
    throw error;
  }
}

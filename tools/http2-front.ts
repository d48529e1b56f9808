// A front like a CDN's for the benchmark: HTTP/2 over TLS (with a throwaway self-signed certificate) in front of the
// site's own servers, so the benchmark can show what the same builds give when served the way production serves
// them. Lighthouse's simulation charges HTTP/1.1 a connection, its handshake and TCP slow start for every
// parallel request; over HTTP/2 an origin has one connection, warm after the first request. Not a server for users.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { startServers } from './server-group.ts';

/** A self-signed certificate for localhost, made with openssl in a temporary folder. */
function localhostCertificate(): { key: string; cert: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'club-front-'));
  const key = path.join(folder, 'key.pem');
  const cert = path.join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost'],
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  fs.rmSync(folder, { recursive: true, force: true });
  return pair;
}

/** One app behind the front: the port it is served on (0: one the system picks) and its HTTP/1.1 address. */
export interface FrontRoute {
  port: number;
  upstream: string;
}

/**
 * Serves each upstream over HTTP/2 and TLS on its port; answers the port each route listens on, in order, and a
 * function that stops them. A start that fails closes the fronts already listening.
 */
export async function startHttp2Front(
  routes: FrontRoute[],
): Promise<{ ports: number[]; stop: () => Promise<void> }> {
  const certificate = localhostCertificate();
  return startServers(async (group) => {
    const ports: number[] = [];
    for (const { port, upstream } of routes) {
      const front = Fastify({ http2: true, https: { allowHTTP1: true, ...certificate } });
      await front.register(proxy, { upstream });
      ports.push(await group.listen(`the HTTP/2 front of ${upstream}`, front, port, '0.0.0.0'));
    }
    return { ports };
  });
}

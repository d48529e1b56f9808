// docker-compose.yml cannot run here; this keeps its layout in line with what `start` serves.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { apiPort, apps } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');

interface Service {
  build: { context: string; dockerfile: string };
  ports: string[];
  volumes?: string[];
}
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
const remotesConfig = JSON.parse(
  fs.readFileSync(path.join(root, 'host/public/remotes.json'), 'utf8'),
) as Record<string, string>;
const publishedPort = (service: Service) => Number(service.ports[0]!.split(':')[0]);

test('every service of docker-compose.yml has its Dockerfile', () => {
  for (const [name, service] of Object.entries(compose.services)) {
    const dockerfile = path.join(root, service.build.context, service.build.dockerfile);
    assert.ok(fs.existsSync(dockerfile), `${name}: ${service.build.dockerfile} is missing`);
  }
});

test('there is a container per app and one for the API, with a volume for its database', () => {
  assert.deepEqual(Object.keys(compose.services).sort(), [...apps.map((app) => app.dir), 'api'].sort());
  assert.ok(compose.services.api!.volumes?.some((volume) => volume.endsWith(':/data')));
  assert.equal(publishedPort(compose.services.api!), apiPort);
});

test('the remotes config points at the ports the remote containers publish', () => {
  for (const app of apps) {
    const service = compose.services[app.dir]!;
    assert.equal(publishedPort(service), app.port, `${app.dir} publishes the port start serves it on`);
    if (app.name !== 'host') {
      assert.equal(
        new URL(remotesConfig[app.name]!).port,
        String(publishedPort(service)),
        `${app.name} in remotes.json`,
      );
    }
  }
});

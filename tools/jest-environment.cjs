// jsdom with the web platform classes of Node that React Router's data APIs use (Request, Response, encoders,
// and Node's AbortController, whose signals Node's Request accepts where jsdom's are refused).
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = ['Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'ReadableStream'];

module.exports = class ClubEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [...fromNode, 'AbortController', 'AbortSignal']) this.global[name] = globalThis[name];
  }
};

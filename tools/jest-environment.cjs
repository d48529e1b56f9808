// jsdom with the web platform classes of Node that React Router's data APIs use (Request, Response, encoders).
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class ClubEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { Request, Response, Headers, TextEncoder, TextDecoder, ReadableStream } = globalThis;
    Object.assign(this.global, { Request, Response, Headers, TextEncoder, TextDecoder, ReadableStream });
  }
};

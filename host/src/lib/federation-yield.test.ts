import federationYield from './federation-yield';

describe('the federation runtime steps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("go on in a later task, and a shared module's loading keeps what it was asked", async () => {
    // The hooks as the runtime calls them: it waits for what they answer.
    const { beforeLoadShare, beforeExecuteFactory } = federationYield() as unknown as Record<
      'beforeLoadShare' | 'beforeExecuteFactory',
      (args: object) => Promise<unknown>
    >;
    const args = { pkgName: 'react' };
    let loaded: unknown;
    void beforeLoadShare(args).then((result) => (loaded = result));
    let executed = false;
    void beforeExecuteFactory({}).then(() => (executed = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(loaded).toBeUndefined();
    expect(executed).toBe(false);
    await jest.runAllTimersAsync();
    expect(loaded).toBe(args);
    expect(executed).toBe(true);
  });
});

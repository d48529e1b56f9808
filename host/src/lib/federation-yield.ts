// The federation runtime's steps between a remote's entry and its page (its container's start with the shared
// modules it registers, getting the exposed module, running it) and each shared module's loading run as tasks of
// their own: on a page the server drew, these run after the first paint, and one task holding them all would keep a
// phone from answering a tap for a tenth of a second or more.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task';

export default function federationYield(): ModuleFederationRuntimePlugin {
  // The runtime waits for a promise its listeners answer (AsyncHook), though its types have them answer nothing.
  /* eslint-disable @typescript-eslint/no-misused-promises */
  return {
    name: 'federation-yield',
    beforeInitRemote: nextTask,
    beforeGetExpose: nextTask,
    beforeExecuteFactory: nextTask,
    /* eslint-enable @typescript-eslint/no-misused-promises */
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}

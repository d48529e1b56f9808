// Asynchronous start, so no shared module is consumed before the federation share scope is ready. The libraries run
// first, in a task of their own, then the site's code, then its start: a page the server drew answers input after a
// few shorter tasks instead of one that holds a phone's main thread for a third of a second.
import { nextTask } from './lib/next-task';

void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./bootstrap'))
  .then(async ({ start }) => {
    await nextTask();
    await start();
  });

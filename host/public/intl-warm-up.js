// Run in a worker as a page drawn on the server starts (after-first-paint.js). The first number or date formatter a
// browser process makes loads its number and date data, 20 to 45 ms of work on a desktop's core, and that data is
// the process's, not one thread's: made here first, the page's first price or date (its hydration formats the cart's
// total on every page) takes under 2 ms of its main thread instead.
new Intl.NumberFormat().formatToParts(1234.5);
new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'long' }).formatToParts(
  new Date(),
);
close();

// The mark a page carries once it answers input (`data-interactive` on <html>, which the end-to-end journeys wait
// for). A page the server drew hydrates its shell first; a remote page whose code came late hydrates when its code
// arrives, and a tap on it before then is lost: the page is marked once both are there.

let shellHydrated = false;
let pageShown = false;
let pageAwaited = false;

function markWhenDone(): void {
  if (shellHydrated && !pageAwaited) document.documentElement.dataset.interactive = '';
}

/** The shell (menu, header, footer) has hydrated. */
export function markShellHydrated(): void {
  shellHydrated = true;
  markWhenDone();
}

/** A remote page has been laid out in the shell: its part is awaited unless it was shown in the same pass. */
export function markPageAwaited(): void {
  if (!pageShown) pageAwaited = true;
}

/** A remote page (or its failure's fallback) has been drawn and answers input. */
export function markPageShown(): void {
  pageShown = true;
  pageAwaited = false;
  markWhenDone();
}

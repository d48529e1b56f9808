// The page the visitor is on, so a private route refused for lack of login can leave the visitor where they were.
// Kept for the tab in session storage: Back after a reload (logging out reloads) may load the page anew.
const currentPathKey = 'czCurrentPath';
let currentPath: string | null = null;

/** Remembers the current page (the router reports every settled location). */
export function rememberCurrentPath(path: string): void {
  currentPath = path;
  try {
    sessionStorage.setItem(currentPathKey, path);
  } catch {
    // Session storage disabled: the page remembers it while it lives.
  }
}

/** The page the visitor was on before the navigation under way, or null at the first page of the tab. */
export function previousPath(): string | null {
  if (currentPath !== null) return currentPath;
  try {
    return sessionStorage.getItem(currentPathKey);
  } catch {
    return null;
  }
}

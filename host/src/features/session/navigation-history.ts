// The page the visitor is on, so a private route refused for lack of login can leave the visitor where they were.
let currentPath: string | null = null;

/** Remembers the current page (the router reports every settled location). */
export function rememberCurrentPath(path: string): void {
  currentPath = path;
}

/** The page the visitor was on before the navigation under way, or null at the first page of a visit. */
export function previousPath(): string | null {
  return currentPath;
}

/** Joins the class names that are set (module classes, conditional ones, a caller's className). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** A positive whole number written in a URL (a product id, a page, a sort, a type), or null for anything else. */
export function positiveWhole(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d*$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

// What the customer chose on the court booking page, kept in the address (STYLE 5): the day, the duration and the
// slot, so a reload, a shared link or the way back from the login shows the same choice. The booking type is the
// route's parameter.

/** The choice on the court booking page. */
export interface CourtView {
  /** `YYYY-MM-DD`, a day of the club's calendar; null for the first day on offer (today). */
  date: string | null;
  /** Minutes; null for the shortest on offer. */
  duration: number | null;
  /** The chosen slot, or null. */
  slot: SlotKey | null;
}

/** A slot as the address names it: the resource and the start hour (`slot=3-18:00`). */
export interface SlotKey {
  resourceId: number;
  sstart: string;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const slotPattern = /^(\d{1,9})-(\d{2}:\d{2})$/;

function readDate(value: string | null): string | null {
  if (!value || !datePattern.test(value)) return null;
  // 2026-02-31 is no day: the round trip through a Date must give the same text back.
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : null;
}

function readDuration(value: string | null): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const minutes = Number(value);
  return minutes > 0 ? minutes : null;
}

function readSlot(value: string | null): SlotKey | null {
  const match = value ? slotPattern.exec(value) : null;
  return match?.[2] ? { resourceId: Number(match[1]), sstart: match[2] } : null;
}

/** The choice an address holds; anything malformed is left unchosen. */
export function readCourtView(params: URLSearchParams): CourtView {
  return {
    date: readDate(params.get('date')),
    duration: readDuration(params.get('duration')),
    slot: readSlot(params.get('slot')),
  };
}

/** The text of a slot in the address. */
export function slotParam(slot: SlotKey): string {
  return `${slot.resourceId}-${slot.sstart}`;
}

/**
 * The address query after a change. Another day or duration drops the slot (it may not exist there); other query
 * keys (school=true) are kept.
 */
export function changeCourtView(params: URLSearchParams, change: Partial<CourtView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  if (change.date !== undefined) set('date', change.date);
  if (change.duration !== undefined)
    set('duration', change.duration === null ? null : String(change.duration));
  if (change.date !== undefined || change.duration !== undefined) next.delete('slot');
  if (change.slot !== undefined) set('slot', change.slot === null ? null : slotParam(change.slot));
  return next;
}

/** True when two slot keys name the same slot. */
export function sameSlot(a: SlotKey | null, b: SlotKey | null): boolean {
  return a !== null && b !== null && a.resourceId === b.resourceId && a.sstart === b.sstart;
}

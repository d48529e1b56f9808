import type { Sport } from '@club/shared-contracts/entities';

// Racket sports share a racket, ball games a ball, golf a flag: the name beside the icon says which sport it is.
const racketSports: readonly Sport[] = ['Padel', 'Tennis', 'Pickleball', 'Squash', 'Racquetball', 'Padbol'];

/** A small drawing of the sport, decorative (the sport's name is said beside it). */
export function SportIcon({ sport, className }: { sport: Sport; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {racketSports.includes(sport) ? (
        <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <ellipse cx="10" cy="9" rx="6" ry="7" />
          <path d="M14 14.5 20 21" />
          <circle cx="19" cy="6" r="2" fill="currentColor" stroke="none" />
        </g>
      ) : sport === 'Golf' ? (
        <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <path d="M8 21V3l9 4-9 4" />
          <ellipse cx="12" cy="21" rx="7" ry="1.5" />
        </g>
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
        </g>
      )}
    </svg>
  );
}

/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { AssumedWidthContext, mobileMediaQuery, reducedMotionQuery, useMediaQuery } from './use-media-query';

function Matches({ query }: { query: string }) {
  return <>{String(useMediaQuery(query))}</>;
}

const drawn = (width: number | null, query: string) =>
  renderToString(
    <AssumedWidthContext value={width}>
      <Matches query={query} />
    </AssumedWidthContext>,
  );

describe('useMediaQuery on the host server', () => {
  it("draws a width query for the width it assumes: a phone's matches the mobile layout, a desktop's does not", () => {
    expect(drawn(390, mobileMediaQuery)).toBe('true');
    expect(drawn(1280, mobileMediaQuery)).toBe('false');
    expect(drawn(1280, '(max-width: 1299.98px)')).toBe('true');
  });

  it('draws any other query, and any query without an assumed width, as not matching', () => {
    expect(drawn(390, reducedMotionQuery)).toBe('false');
    expect(drawn(null, mobileMediaQuery)).toBe('false');
  });
});

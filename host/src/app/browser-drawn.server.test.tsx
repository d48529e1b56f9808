/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { BrowserDrawn } from './browser-drawn';

test("a page left to the browser is drawn empty on the host's server", () => {
  const html = renderToString(
    <>
      <p>Menu</p>
      <BrowserDrawn>
        <p>Checkout</p>
      </BrowserDrawn>
    </>,
  );
  expect(html).toBe('<p>Menu</p>');
});

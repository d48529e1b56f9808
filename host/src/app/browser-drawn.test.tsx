import { render, screen } from '@testing-library/react';
import { BrowserDrawn } from './browser-drawn';

test('a page left to the browser is drawn when the browser draws the page itself', () => {
  render(
    <BrowserDrawn>
      <p>Checkout</p>
    </BrowserDrawn>,
  );
  expect(screen.getByText('Checkout')).toBeInTheDocument();
});

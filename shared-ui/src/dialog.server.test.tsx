/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Dialog } from './dialog';

test("an open dialog is left out of a page the host's server draws, which has no body to put it over", () => {
  const html = renderToString(
    <>
      <p>Match</p>
      <Dialog open title="Choose your team" onClose={() => undefined}>
        <p>Team 2</p>
      </Dialog>
    </>,
  );
  expect(html).toBe('<p>Match</p>');
});

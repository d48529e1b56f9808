/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { getDefaultStore } from 'jotai';
import { loginRequestAtom } from '@club/shared-contracts/session';
import { StaticRouter } from '@club/shared-ui/static-router';
import { PrivateRoute } from './private-route';

describe('a private page on the host server', () => {
  it('is drawn empty, without asking for a login or leaving the page', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(
      <StaticRouter location="/customer-orders">
        <p>Before</p>
        <PrivateRoute>
          <p>Orders page</p>
        </PrivateRoute>
      </StaticRouter>,
    );
    expect(html).toBe('<p>Before</p>');
    expect(getDefaultStore().get(loginRequestAtom)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});

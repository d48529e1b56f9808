import { useState } from 'react';
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';
import { renderWithI18n } from './testing';

function Opener({ children, footer }: { children?: ReactNode; footer?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Log in
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Welcome" footer={footer}>
        {children ?? <p>Text only</p>}
      </Dialog>
    </main>
  );
}

async function openDialog(children?: ReactNode, footer?: ReactNode) {
  await renderWithI18n(<Opener footer={footer}>{children}</Opener>);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.getByRole('dialog', { name: 'Welcome' });
}

describe('Dialog', () => {
  it('renders nothing while closed', async () => {
    await renderWithI18n(
      <Dialog open={false} onClose={() => {}} title="Hidden">
        x
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('moves focus to the first control of its content', async () => {
    await openDialog(<input aria-label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('focuses the close button when the content has no control', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('leaves focus where an autoFocus field put it, and still returns it to the opener', async () => {
    await openDialog(
      <>
        <input aria-label="Email" />
        <input aria-label="Password" autoFocus />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the element that opened it', async () => {
    await openDialog(<input aria-label="Email" />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the close button in the page language', async () => {
    await renderWithI18n(
      <Dialog open onClose={() => {}} title="Bienvenido">
        x
      </Dialog>,
      'es-ES',
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const dialog = await openDialog();
    await userEvent.click(screen.getByText('Text only'));
    expect(dialog).toBeInTheDocument();
    const backdrop = dialog.parentElement?.querySelector('.backdrop');
    await userEvent.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await openDialog(<input aria-label="Email" />, <button type="button">Send</button>);
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(email).toHaveFocus();
    await userEvent.tab();
    expect(send).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it('skips controls inside hidden content when wrapping focus', async () => {
    await openDialog(
      <>
        <input aria-label="Email" />
        <div hidden>
          <button type="button">Hidden action</button>
        </div>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('makes the page behind it inert while open, and restores it on close', async () => {
    await openDialog();
    const page = screen.getByRole('main', { hidden: true }).parentElement as HTMLElement;
    expect(page).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
  });

  it('closes only the inner dialog on Escape when one is opened from inside another', async () => {
    const onCloseOuter = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={onCloseOuter} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            Use a voucher
          </button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
            <input aria-label="Code" />
          </Dialog>
        </Dialog>
      );
    }
    await renderWithI18n(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Use a voucher' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Outer', hidden: true }).parentElement).toHaveAttribute(
      'inert',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(onCloseOuter).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Use a voucher' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Outer' }).parentElement).not.toHaveAttribute('inert');
  });
});

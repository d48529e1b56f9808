import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClassName } from './button';
import { renderWithI18n } from './testing';

describe('Button', () => {
  it('does not submit the form it sits in unless asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithI18n(
      <form onSubmit={onSubmit}>
        <Button>Add</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is operated with the keyboard', async () => {
    const onClick = jest.fn();
    await renderWithI18n(<Button onClick={onClick}>Book</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Book' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('while loading shows a spinner, is busy and refuses clicks, Enter and a form submit, keeping its focus', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithI18n(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Pay
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disabled and loading stays disabled', async () => {
    await renderWithI18n(
      <Button loading disabled>
        Pay
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('is neither busy nor showing a spinner when not loading', async () => {
    await renderWithI18n(<Button>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeInTheDocument();
  });

  it('forwards its ref to the button element', async () => {
    const ref = createRef<HTMLButtonElement>();
    await renderWithI18n(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
  });

  it('applies the variant and size look and keeps the caller class', async () => {
    await renderWithI18n(
      <Button variant="secondary" size="small" className="extra">
        More
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'More' })).toHaveClass('button', 'secondary', 'small', 'extra');
  });
});

describe('buttonClassName', () => {
  it('gives a link the look of a button', async () => {
    await renderWithI18n(
      <a href="/shop" className={buttonClassName('primary', 'large')}>
        Shop
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveClass('button', 'primary', 'large');
  });
});

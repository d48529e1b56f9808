import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckField } from './check-field';
import { renderWithI18n } from './testing';

function Controlled({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckField label="I accept" checked={checked} onChange={setChecked} error={error} required>
      <button type="button">Read the conditions</button>
    </CheckField>
  );
}

test('the label toggles the check, and the content beside it does not', async () => {
  await renderWithI18n(<Controlled />);
  const check = screen.getByRole('checkbox', { name: 'I accept' });
  await userEvent.click(screen.getByText('I accept'));
  expect(check).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Read the conditions' }));
  expect(check).toBeChecked();
  expect(check).toHaveAttribute('aria-required', 'true');
});

test('an error marks the check invalid and is read with it', async () => {
  await renderWithI18n(<Controlled error="Please accept our legal conditions" />);
  const check = screen.getByRole('checkbox', { name: 'I accept' });
  expect(check).toBeInvalid();
  expect(check).toHaveAccessibleDescription('Please accept our legal conditions');
});

test('without an error the check is valid and has no description', async () => {
  await renderWithI18n(<Controlled />);
  const check = screen.getByRole('checkbox', { name: 'I accept' });
  expect(check).not.toBeInvalid();
  expect(check).not.toHaveAttribute('aria-describedby');
});

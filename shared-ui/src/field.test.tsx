import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, TextArea, TextInput, stripNonPrintable } from './field';
import { renderWithI18n } from './testing';

describe('stripNonPrintable', () => {
  it('removes control characters, zero-width spaces, bidi overrides and byte order marks', () => {
    expect(stripNonPrintable('\uFEFFAna\u0000 L\u200Bó\u202Epez\u0007\u007F\u0085')).toBe('Ana López');
  });

  it('keeps accents, emoji sequences, tabs and line breaks', () => {
    const text = 'Ñandú 👨‍👩‍👧 café\tfin\r\nlínea';
    expect(stripNonPrintable(text)).toBe(text);
  });

  it('removes a lone surrogate half', () => {
    expect(stripNonPrintable('a\uD800b')).toBe('ab');
  });
});

describe('Field', () => {
  it('labels its control', async () => {
    await renderWithI18n(<Field label="Name">{(props) => <input {...props} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('describes the control with its hint', async () => {
    await renderWithI18n(
      <Field label="Phone" hint="With country code">
        {(props) => <input {...props} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('With country code');
    expect(input).not.toBeInvalid();
  });

  it('marks the control invalid and reads the error through aria-describedby, not as an alert', async () => {
    await renderWithI18n(
      <Field label="Email" hint="We send the receipt here" error="The field is required">
        {(props) => <input {...props} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The field is required We send the receipt here');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a required marker hidden from screen readers and marks the control required', async () => {
    await renderWithI18n(
      <Field label="Surname" required>
        {(props) => <input {...props} />}
      </Field>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toBeRequired();
  });

  it('wires a select the same way', async () => {
    await renderWithI18n(
      <Field label="Gender" error="Required">
        {(props) => (
          <select {...props}>
            <option value="-1">Choose</option>
          </select>
        )}
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription('Required');
  });

  it('uses a given id', async () => {
    await renderWithI18n(
      <Field label="Code" id="voucher-code">
        {(props) => <input {...props} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('id', 'voucher-code');
  });
});

describe('TextInput', () => {
  function Controlled({ onValue }: { onValue: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <Field label="Name">
        {(props) => (
          <TextInput
            {...props}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              onValue(event.target.value);
            }}
          />
        )}
      </Field>
    );
  }

  it('hands onChange the value without non-printable characters', async () => {
    const onValue = jest.fn();
    await renderWithI18n(<Controlled onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.click(input);
    await userEvent.paste('Ana\u0000 Lo\u200Bpez\u0007');
    expect(onValue).toHaveBeenLastCalledWith('Ana Lopez');
    expect(input).toHaveValue('Ana Lopez');
  });

  it('strips an uncontrolled input too', async () => {
    await renderWithI18n(<TextInput aria-label="Search" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.click(input);
    await userEvent.paste('pa\u0008del');
    expect(input).toHaveValue('padel');
  });
});

describe('TextArea', () => {
  it('strips non-printable characters but keeps line breaks', async () => {
    await renderWithI18n(<TextArea aria-label="Question" />);
    const area = screen.getByRole('textbox', { name: 'Question' });
    await userEvent.click(area);
    await userEvent.paste('Hello\u0000\nworld\u200B');
    expect(area).toHaveValue('Hello\nworld');
  });
});

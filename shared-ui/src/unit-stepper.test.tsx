import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnitStepper } from './unit-stepper';
import { renderWithI18n } from './testing';

test('one more and one less ask for the change, and one less stops at the line minimum', async () => {
  const onChange = jest.fn();
  await renderWithI18n(<UnitStepper name="Balls" units={1} min={1} onChange={onChange} />);
  expect(screen.getByRole('button', { name: 'One unit less of Balls' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'One unit more of Balls' }));
  expect(onChange).toHaveBeenCalledWith('Increment');
});

test('without a minimum one less of the last unit is allowed (it removes the line)', async () => {
  const onChange = jest.fn();
  await renderWithI18n(<UnitStepper name="Balls" units={1} onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'One unit less of Balls' }));
  expect(onChange).toHaveBeenCalledWith('Decrement');
});

test('1000 units cannot grow', async () => {
  await renderWithI18n(<UnitStepper name="Balls" units={1000} onChange={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'One unit more of Balls' })).toBeDisabled();
});

test('typed units are taken on Enter without submitting the form around, and letters are ignored', async () => {
  const onChange = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  await renderWithI18n(
    <form onSubmit={onSubmit}>
      <UnitStepper name="Balls" units={2} onChange={onChange} />
    </form>,
  );
  const units = screen.getByRole('textbox', { name: 'Units of Balls' });
  await userEvent.clear(units);
  await userEvent.type(units, '1a2{Enter}');
  expect(onChange).toHaveBeenCalledWith('Exact', 12);
  expect(onSubmit).not.toHaveBeenCalled();
});

test('typed units above 1000 become 1000 when the field is left', async () => {
  const onChange = jest.fn();
  await renderWithI18n(<UnitStepper name="Balls" units={2} onChange={onChange} />);
  const units = screen.getByRole('textbox', { name: 'Units of Balls' });
  await userEvent.clear(units);
  await userEvent.type(units, '5000');
  await userEvent.tab();
  expect(onChange).toHaveBeenCalledWith('Exact', 1000);
});

test('the controls are named in the interface language', async () => {
  await renderWithI18n(<UnitStepper name="Pelotas" units={2} onChange={jest.fn()} />, 'es-ES');
  expect(screen.getByRole('textbox', { name: 'Unidades de Pelotas' })).toHaveValue('2');
});

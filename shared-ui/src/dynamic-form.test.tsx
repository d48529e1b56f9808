import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo } from '@club/shared-contracts/api/test-fetch';
import { DynamicInputType, type DynamicFormField } from '@club/shared-contracts/entities';
import type { Language } from '@club/shared-contracts/i18n';
import {
  DynamicFields,
  dynamicAnswers,
  dynamicFormProblems,
  type DynamicAnswer,
  type DynamicValues,
} from './dynamic-form';
import { lookupDebounceMs } from './dynamic-form-lookup';
import { provideClubSettings, renderWithI18n } from './testing';

function field(columnDef: DynamicInputType, changes: Partial<DynamicFormField> = {}): DynamicFormField {
  return {
    id: 1,
    name: 'answer',
    label: 'Your answer',
    value: '',
    required: false,
    col1: '',
    col2: '',
    columnDef,
    isFile: columnDef === DynamicInputType.FileLoader || columnDef === DynamicInputType.ImageLoader,
    ...changes,
  };
}

/** A form as a caller holds it: the values, the problems once "Save" was pressed, and each answer recorded. */
function Form({
  fields,
  answered,
}: {
  fields: DynamicFormField[];
  answered: (id: number, answer: DynamicAnswer) => void;
}) {
  const [values, setValues] = useState<DynamicValues>({});
  const [saved, setSaved] = useState(false);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <DynamicFields
        fields={fields}
        values={values}
        problems={saved ? dynamicFormProblems(fields, values) : {}}
        onChange={(id, answer) => {
          answered(id, answer);
          setValues((typed) => ({ ...typed, [id]: answer }));
        }}
      />
      <button type="button" onClick={() => setSaved(true)}>
        Save
      </button>
    </form>
  );
}

/** Renders a form of the given fields; `last()` is the latest answer of field 1, `answers()` what the save sends. */
async function renderForm(fields: DynamicFormField[], language: Language = 'en-US') {
  const answered = jest.fn<void, [number, DynamicAnswer]>();
  const view = await renderWithI18n(<Form fields={fields} answered={answered} />, language);
  const values = (): DynamicValues => Object.fromEntries(answered.mock.calls);
  return {
    ...view,
    last: () => answered.mock.calls.filter(([id]) => id === 1).at(-1)?.[1],
    answers: () => dynamicAnswers(fields, values()),
  };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => provideClubSettings());

describe('input types', () => {
  test('a label shows its text and takes no answer', async () => {
    const { answers } = await renderForm([field(DynamicInputType.Label, { label: 'Tell us about you' })]);
    expect(screen.getByText('Tell us about you')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(answers().fields).toEqual([]);
  });

  test('an href links to its http(s) address in a new tab, with the label as its text', async () => {
    await renderForm([
      field(DynamicInputType.Href, { label: 'Read the rules', col1: 'https://club.test/rules' }),
    ]);
    const link = screen.getByRole('link', { name: 'Read the rules (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://club.test/rules');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('an href to a path of the site is a link; any other address is plain text', async () => {
    await renderForm([
      field(DynamicInputType.Href, { id: 1, label: 'Our rules', col1: '/privacy' }),
      field(DynamicInputType.Href, { id: 2, label: 'Click me', col1: 'javascript:alert(1)' }),
    ]);
    expect(screen.getByRole('link', { name: /Our rules/ })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('Click me')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Click me/ })).not.toBeInTheDocument();
  });

  test('a text shows the placeholder of col1 and takes at most the characters of col2', async () => {
    await renderForm([field(DynamicInputType.Text, { col1: 'Name and surname', col2: '100' })]);
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    expect(input).toHaveAttribute('placeholder', 'Name and surname');
    expect(input).toHaveAttribute('maxlength', '100');
  });

  test('a text takes what is typed, without characters that print nothing', async () => {
    const { last, answers } = await renderForm([field(DynamicInputType.Text, { name: 'club' })]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Club\u200B Norte');
    expect(last()).toBe('Club Norte');
    expect(answers().fields).toEqual([{ id: 1, name: 'club', value: 'Club Norte' }]);
  });

  test('a date takes a date and a time', async () => {
    const { container, last } = await renderForm([
      field(DynamicInputType.Date, { value: '2026-05-01 10:30:00' }),
    ]);
    const input = container.querySelector('input[type="datetime-local"]') as HTMLInputElement;
    expect(input).toHaveAccessibleName('Your answer');
    expect(input).toHaveValue('2026-05-01T10:30');
    fireEvent.change(input, { target: { value: '2026-06-15T18:45' } });
    expect(last()).toBe('2026-06-15T18:45');
  });

  test('a check answers true or false', async () => {
    const { last, answers } = await renderForm([
      field(DynamicInputType.Checkbox, { label: 'I have a licence' }),
    ]);
    expect(answers().fields[0]?.value).toBe('false');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have a licence' }));
    expect(last()).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have a licence' }));
    expect(last()).toBe('false');
  });

  test("an image shows a file of the club's uploads or an http(s) address, with the label as its text", async () => {
    await renderForm([
      field(DynamicInputType.Image, { id: 1, label: 'The courts', col1: 'byplace-map.svg' }),
      field(DynamicInputType.Image, {
        id: 2,
        label: 'The course map',
        col1: 'https://club.test/map.png',
        col2: '320x180',
      }),
      field(DynamicInputType.Image, { id: 3, label: 'A trap', col1: 'javascript:alert(1)' }),
      field(DynamicInputType.Image, { id: 4, label: 'Another trap', col1: '//evil.test/x.png' }),
    ]);
    expect(screen.getByRole('img', { name: 'The courts' })).toHaveAttribute(
      'src',
      '/uploads/byplace-map.svg',
    );
    const image = screen.getByRole('img', { name: 'The course map' });
    expect(image).toHaveAttribute('src', 'https://club.test/map.png');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '180');
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  test("a pick list offers col1's options after 'Choose an option', which takes the choice back", async () => {
    const { last } = await renderForm([field(DynamicInputType.PickList, { col1: 'Beginner, Advanced' })]);
    const select = screen.getByRole('combobox', { name: 'Your answer' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an option', 'Beginner', 'Advanced']);
    expect(screen.getByRole('option', { name: 'Choose an option' })).toHaveValue('-1');
    await userEvent.selectOptions(select, 'Advanced');
    expect(last()).toBe('Advanced');
    await userEvent.selectOptions(select, 'Choose an option');
    expect(last()).toBe('');
  });

  test('a text area keeps line breaks and tabs and strips the other control characters as typed', async () => {
    const { last } = await renderForm([field(DynamicInputType.TextArea)]);
    const area = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(area, { target: { value: 'Line one\u0007\nLine\ttwo\u0000\u001B' } });
    expect(last()).toBe('Line one\nLine\ttwo');
    expect(area).toHaveValue('Line one\nLine\ttwo');
  });

  test('a password is typed hidden', async () => {
    const { container, last } = await renderForm([field(DynamicInputType.Password)]);
    const input = container.querySelector('input[type="password"]') as HTMLInputElement;
    expect(input).toHaveAccessibleName('Your answer');
    // Never the customer's own password, filled in by the browser.
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 'secret1');
    expect(last()).toBe('secret1');
  });

  test('an e-mail is checked, in the language of the page', async () => {
    const { last } = await renderForm([field(DynamicInputType.Email)], 'es-ES');
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'ana.example.com');
    await save();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Introduce un correo electrónico válido');
    await userEvent.clear(input);
    await userEvent.type(input, 'ana@example.com');
    expect(last()).toBe('ana@example.com');
    expect(input).not.toBeInvalid();
  });

  test("an amount is typed in the club's format and answered as a plain decimal", async () => {
    const { last } = await renderForm([field(DynamicInputType.Currency)]);
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    expect(input).toHaveAccessibleDescription('Amount in €, for example 1.234,50');
    await userEvent.type(input, '1.234,5');
    expect(last()).toBe('1234.5');
    await userEvent.tab();
    expect(input).toHaveValue('1.234,50');
    await userEvent.clear(input);
    await userEvent.type(input, '12,5x');
    await save();
    expect(input).toHaveAccessibleDescription(
      'Please enter a valid amount Amount in €, for example 1.234,50',
    );
  });

  test('a file loader takes several images and documents, listed with a remove button each', async () => {
    const { last, answers } = await renderForm([field(DynamicInputType.FileLoader, { name: 'papers' })]);
    const input = screen.getByLabelText<HTMLInputElement>('Your answer');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input.accept.split(',')).toEqual([
      ...['image/png', 'image/jpeg', 'image/gif', 'image/webp', '.png', '.jpg', '.jpeg', '.gif', '.webp'],
      ...['.pdf', '.docx', '.doc', '.txt', '.xlsx'],
    ]);
    // The site's button in the site's language, in place of the browser's own.
    expect(input).toHaveClass('visually-hidden');
    expect(screen.getByText('Choose files')).toHaveAttribute('for', input.id);
    const waiver = new File(['%PDF'], 'waiver.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    const times = new File(['xlsx'], 'times.xlsx');
    await userEvent.upload(input, [waiver, photo]);
    await userEvent.upload(input, times);
    expect(last()).toEqual([waiver, photo, times]);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['waiver.pdf', 'photo.png', 'times.xlsx']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(last()).toEqual([waiver, times]);
    expect(answers().fields).toEqual([{ id: 1, name: 'papers', value: 'waiver.pdf,times.xlsx' }]);
    expect(answers().files).toEqual([
      { fieldId: 1, file: waiver },
      { fieldId: 1, file: times },
    ]);
  });

  test('a file loader refuses a file of another type', async () => {
    await renderForm([field(DynamicInputType.FileLoader)]);
    const input = screen.getByLabelText('Your answer');
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }), {
      applyAccept: false,
    });
    await save();
    expect(input).toHaveAccessibleDescription(
      'Only images, PDF, Word, text and Excel files are accepted Images, PDF, Word, text or Excel files; you can choose several.',
    );
  });

  test('an image loader takes several images and nothing else', async () => {
    const { last } = await renderForm([field(DynamicInputType.ImageLoader)]);
    const input = screen.getByLabelText('Your answer');
    expect(input).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/gif,image/webp,.png,.jpg,.jpeg,.gif,.webp',
    );
    const front = new File(['a'], 'front.jpg', { type: 'image/jpeg' });
    const back = new File(['b'], 'back.webp', { type: 'image/webp' });
    await userEvent.upload(input, [front, back]);
    expect(last()).toEqual([front, back]);
    await userEvent.upload(input, new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await save();
    expect(input).toHaveAccessibleDescription('Only images are accepted Images; you can choose several.');
  });

  test('a hidden field does not show and travels with its value', async () => {
    const { answers } = await renderForm([
      field(DynamicInputType.Hidden, { id: 1, name: 'source', value: 'web' }),
      field(DynamicInputType.Text, { id: 2 }),
    ]);
    expect(screen.queryByText('web')).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(answers().fields).toContainEqual({ id: 1, name: 'source', value: 'web' });
  });

  test('a form of hidden fields only shows nothing', async () => {
    const { container } = await renderForm([field(DynamicInputType.Hidden, { value: 'web' })]);
    expect(container.querySelector('form')?.children).toHaveLength(1);
  });

  test('HTML shows the HTML of col1 sanitized, so nothing in it runs', async () => {
    const { container } = await renderForm([
      field(DynamicInputType.Html, {
        label: 'Timetable',
        col1: '<p>Bring <b>water</b></p><img src="x" onerror="window.hacked=1"><script>x()</script>',
      }),
    ]);
    expect(screen.getByText('water').tagName).toBe('B');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  test('an hour picker takes a time', async () => {
    const { container, last } = await renderForm([field(DynamicInputType.HourPicker, { value: '09:30' })]);
    const input = container.querySelector('input[type="time"]') as HTMLInputElement;
    expect(input).toHaveAccessibleName('Your answer');
    expect(input).toHaveValue('09:30');
    fireEvent.change(input, { target: { value: '18:15' } });
    expect(last()).toBe('18:15');
  });

  test('a colour picker takes a colour and answers black until one is chosen', async () => {
    const { container, last, answers } = await renderForm([field(DynamicInputType.ColorPicker)]);
    const input = container.querySelector('input[type="color"]') as HTMLInputElement;
    expect(input).toHaveAccessibleName('Your answer');
    expect(answers().fields[0]?.value).toBe('#000000');
    fireEvent.input(input, { target: { value: '#0b7a75' } });
    expect(last()).toBe('#0b7a75');
  });

  test('a date without time takes a day', async () => {
    const { container, last } = await renderForm([field(DynamicInputType.DateWithoutTime)]);
    const input = container.querySelector('input[type="date"]') as HTMLInputElement;
    expect(input).toHaveAccessibleName('Your answer');
    fireEvent.change(input, { target: { value: '2026-07-04' } });
    expect(last()).toBe('2026-07-04');
  });
});

describe('lookup', () => {
  const rows = [
    { id: 21, name: 'Marta', surname: 'Ruiz', logo: '', level: null },
    { id: 22, name: 'Martín', surname: 'Gil', logo: '', level: 3.5 },
  ];
  const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, lookupDebounceMs + 100)));

  test('searches its controller only from 3 characters and takes a row chosen by keyboard', async () => {
    const requests = fakeApi({ 'POST /api/publiccustomers/list': { ok: true, rowData: rows } });
    const { last, answers } = await renderForm([
      field(DynamicInputType.Lookup, {
        name: 'partner',
        label: 'Partner',
        col1: 'customers',
        required: true,
      }),
    ]);
    const box = screen.getByRole('combobox', { name: 'Partner' });
    expect(box).toHaveAccessibleDescription('Type at least 3 characters to search');
    await userEvent.type(box, 'ma');
    await pause();
    expect(requests).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(box, 'r');
    expect(await screen.findByRole('option', { name: 'Marta Ruiz' })).toBeVisible();
    expect(requestsTo(requests, 'POST', '/api/publiccustomers/list').map((request) => request.body)).toEqual([
      { search: 'mar' },
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Martín Gil' })).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Martín Gil' }).id,
    );
    await userEvent.keyboard('{Enter}');
    expect(last()).toBe('22');
    expect(box).toHaveValue('Martín Gil');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(answers().fields).toEqual([{ id: 1, name: 'partner', value: '22' }]);
    // The chosen name is no new search.
    await pause();
    expect(requests).toHaveLength(1);
  });

  test('Escape closes the rows, typing again takes the choice back, and nothing chosen says "Required"', async () => {
    fakeApi({ 'POST /api/publicteams/list': { ok: true, rowData: [{ id: 4, name: 'Juniors A' }] } });
    const { last } = await renderForm([
      field(DynamicInputType.Lookup, { label: 'Team', col1: 'teams', required: true }),
    ]);
    const box = screen.getByRole('combobox', { name: 'Team' });
    await userEvent.type(box, 'jun');
    await screen.findByRole('option', { name: 'Juniors A' });
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('option', { name: 'Juniors A' }));
    expect(last()).toBe('4');
    await userEvent.type(box, 'x');
    expect(last()).toBe('');
    await save();
    expect(box).toHaveAccessibleDescription('Required Type at least 3 characters to search');
  });

  test('a search with no rows says so', async () => {
    fakeApi({ 'POST /api/publiccustomers/list': { ok: true, rowData: [] } });
    await renderForm([field(DynamicInputType.Lookup, { label: 'Partner', col1: 'customers' })]);
    await userEvent.type(screen.getByRole('combobox', { name: 'Partner' }), 'zzz');
    expect(await screen.findByText('No results found', { selector: 'p:not([role])' })).toBeVisible();
  });
});

describe('rules on the page', () => {
  test('each required field left empty says "The field is required", a pick list "Required"', async () => {
    await renderForm([
      field(DynamicInputType.Text, { id: 1, label: 'Club' }),
      field(DynamicInputType.PickList, { id: 2, label: 'Level', col1: 'A, B', required: true }),
      field(DynamicInputType.Checkbox, { id: 3, label: 'I have a licence', required: true }),
      field(DynamicInputType.TextArea, { id: 4, label: 'Notes', required: true }),
      field(DynamicInputType.FileLoader, { id: 5, label: 'Medical certificate', required: true }),
      field(DynamicInputType.Label, { id: 6, label: 'About you', required: true }),
    ]);
    expect(screen.getByRole('combobox', { name: /Level/ })).toHaveAttribute('aria-required', 'true');
    await save();
    expect(screen.getByRole('textbox', { name: 'Club' })).not.toBeInvalid();
    expect(screen.getByRole('combobox', { name: /Level/ })).toHaveAccessibleDescription('Required');
    const check = screen.getByRole('checkbox', { name: 'I have a licence' });
    expect(check).toHaveAccessibleDescription('The field is required');
    expect(check).toHaveAttribute('aria-required', 'true');
    // Marked like the other required fields, the mark not read.
    expect(document.querySelector(`label[for="${check.id}"]`)).toHaveTextContent('I have a licence*');
    expect(screen.getByRole('textbox', { name: /Notes/ })).toHaveAccessibleDescription(
      'The field is required',
    );
    expect(screen.getByLabelText(/Medical certificate/)).toHaveAccessibleDescription(
      /^The field is required/,
    );
    // The optional text and the label have none.
    expect(screen.getAllByText(/required/i)).toHaveLength(4);
  });

  test('the problems show in the language of the page', async () => {
    await renderForm([field(DynamicInputType.Text, { required: true })], 'it-IT');
    await save();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription(
      'Il campo è obbligatorio',
    );
  });
});

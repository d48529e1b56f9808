import { DynamicInputType, type DynamicFormField } from '@club/shared-contracts/entities';
import {
  acceptsFile,
  dynamicAnswers,
  dynamicFormProblems,
  pickListOptions,
  safeUrl,
  textAnswer,
  type DynamicValues,
} from './dynamic-form-rules';

let nextId = 1;
function field(columnDef: DynamicInputType, changes: Partial<DynamicFormField> = {}): DynamicFormField {
  const id = nextId++;
  return {
    id,
    name: `field${id}`,
    label: `Field ${id}`,
    value: '',
    required: true,
    col1: '',
    col2: '',
    columnDef,
    isFile: columnDef === DynamicInputType.FileLoader || columnDef === DynamicInputType.ImageLoader,
    ...changes,
  };
}

const file = (name: string, type = '') => new File(['content'], name, { type });
const problemOf = (one: DynamicFormField, values: DynamicValues = {}) =>
  dynamicFormProblems([one], values)[one.id];

describe('dynamicFormProblems', () => {
  test.each([
    DynamicInputType.Text,
    DynamicInputType.Date,
    DynamicInputType.TextArea,
    DynamicInputType.Password,
    DynamicInputType.Email,
    DynamicInputType.Currency,
    DynamicInputType.HourPicker,
    DynamicInputType.DateWithoutTime,
  ])('a required %s left empty, or only spaces, says "The field is required"', (kind) => {
    const required = field(kind);
    expect(problemOf(required)).toBe('The field is required');
    expect(problemOf(required, { [required.id]: '   ' })).toBe('The field is required');
    expect(problemOf(field(kind, { required: false }))).toBeUndefined();
  });

  test('a required pick list or lookup with nothing chosen says "Required"', () => {
    const pickList = field(DynamicInputType.PickList, { col1: 'S, M, L' });
    expect(problemOf(pickList)).toBe('Required');
    expect(problemOf(pickList, { [pickList.id]: '-1' })).toBe('Required');
    expect(problemOf(pickList, { [pickList.id]: 'M' })).toBeUndefined();
    const lookup = field(DynamicInputType.Lookup, { col1: 'customers' });
    expect(problemOf(lookup)).toBe('Required');
    expect(problemOf(lookup, { [lookup.id]: '12' })).toBeUndefined();
    expect(problemOf(field(DynamicInputType.PickList, { required: false }))).toBeUndefined();
  });

  test('a required check must be ticked', () => {
    const check = field(DynamicInputType.Checkbox);
    expect(problemOf(check)).toBe('The field is required');
    expect(problemOf(check, { [check.id]: 'false' })).toBe('The field is required');
    expect(problemOf(check, { [check.id]: 'true' })).toBeUndefined();
    expect(problemOf(field(DynamicInputType.Checkbox, { required: false }))).toBeUndefined();
  });

  test('a required file field needs at least one file', () => {
    const files = field(DynamicInputType.FileLoader);
    expect(problemOf(files)).toBe('The field is required');
    expect(problemOf(files, { [files.id]: [] })).toBe('The field is required');
    expect(problemOf(files, { [files.id]: [file('waiver.pdf', 'application/pdf')] })).toBeUndefined();
    expect(problemOf(field(DynamicInputType.ImageLoader, { required: false }))).toBeUndefined();
  });

  test('an e-mail that does not look like one is a problem, required or not', () => {
    const email = field(DynamicInputType.Email, { required: false });
    expect(problemOf(email)).toBeUndefined();
    expect(problemOf(email, { [email.id]: 'ana.example.com' })).toBe('Please enter a valid email address');
    expect(problemOf(email, { [email.id]: 'ana @example.com' })).toBe('Please enter a valid email address');
    expect(problemOf(email, { [email.id]: 'ana@example' })).toBe('Please enter a valid email address');
    expect(problemOf(email, { [email.id]: 'ana@example.com' })).toBeUndefined();
  });

  test('an amount that is not a plain decimal with at most two decimals is a problem', () => {
    const amount = field(DynamicInputType.Currency);
    expect(problemOf(amount, { [amount.id]: '12,5x' })).toBe('Please enter a valid amount');
    expect(problemOf(amount, { [amount.id]: '12.505' })).toBe('Please enter a valid amount');
    expect(problemOf(amount, { [amount.id]: '1234.50' })).toBeUndefined();
  });

  test('the file loader takes images, pdf, docx, doc, txt and xlsx; the image loader images only', () => {
    const files = field(DynamicInputType.FileLoader);
    const accepted = [
      'photo.jpg',
      'rules.pdf',
      'form.docx',
      'old.doc',
      'notes.txt',
      'times.xlsx',
      'SCAN.PNG',
    ];
    expect(problemOf(files, { [files.id]: accepted.map((name) => file(name)) })).toBeUndefined();
    expect(problemOf(files, { [files.id]: [file('rules.pdf'), file('setup.exe')] })).toBe(
      'Only images, PDF, Word, text and Excel files are accepted',
    );
    const images = field(DynamicInputType.ImageLoader);
    expect(problemOf(images, { [images.id]: [file('me', 'image/webp'), file('me.jpeg')] })).toBeUndefined();
    expect(problemOf(images, { [images.id]: [file('rules.pdf', 'application/pdf')] })).toBe(
      'Only images are accepted',
    );
    expect(acceptsFile(images, file('table.xlsx'))).toBe(false);
    // Only the images the server keeps: a phone's own format is converted on the way in.
    expect(acceptsFile(images, file('IMG_0001.HEIC', 'image/heic'))).toBe(false);
  });

  test('labels, links, images, HTML and hidden fields never have problems', () => {
    const shown = [
      DynamicInputType.Label,
      DynamicInputType.Href,
      DynamicInputType.Image,
      DynamicInputType.Html,
      DynamicInputType.Hidden,
    ].map((kind) => field(kind));
    expect(dynamicFormProblems(shown, {})).toEqual({});
  });

  test('a definition value answers a field nobody changed', () => {
    const text = field(DynamicInputType.Text, { value: 'Club Norte' });
    expect(problemOf(text)).toBeUndefined();
    expect(problemOf(text, { [text.id]: '' })).toBe('The field is required');
  });
});

describe('dynamicAnswers', () => {
  test('every answered field has a value string; labels, links, images and HTML send nothing', () => {
    const text = field(DynamicInputType.Text);
    const hidden = field(DynamicInputType.Hidden, { value: 'web' });
    const check = field(DynamicInputType.Checkbox, { value: '' });
    const ticked = field(DynamicInputType.Checkbox);
    const color = field(DynamicInputType.ColorPicker);
    const shown = [
      DynamicInputType.Label,
      DynamicInputType.Href,
      DynamicInputType.Image,
      DynamicInputType.Html,
    ].map((kind) => field(kind, { value: 'x' }));
    const answers = dynamicAnswers([...shown, text, hidden, check, ticked, color], {
      [text.id]: 'Club Norte',
      [ticked.id]: 'true',
    });
    expect(answers).toEqual({
      fields: [
        { id: text.id, name: text.name, value: 'Club Norte' },
        { id: hidden.id, name: hidden.name, value: 'web' },
        { id: check.id, name: check.name, value: 'false' },
        { id: ticked.id, name: ticked.name, value: 'true' },
        { id: color.id, name: color.name, value: '#000000' },
      ],
      files: [],
    });
  });

  test('a file field sends the names of its files joined by commas, and the files with its id', () => {
    const files = field(DynamicInputType.FileLoader);
    const photos = field(DynamicInputType.ImageLoader);
    const waiver = file('waiver.pdf');
    const card = file('card.docx');
    const answers = dynamicAnswers([files, photos], { [files.id]: [waiver, card] });
    expect(answers.fields).toEqual([
      { id: files.id, name: files.name, value: 'waiver.pdf,card.docx' },
      { id: photos.id, name: photos.name, value: '' },
    ]);
    expect(answers.files).toEqual([
      { fieldId: files.id, file: waiver },
      { fieldId: files.id, file: card },
    ]);
  });
});

test("a pick list's options are col1 split at commas and trimmed", () => {
  expect(pickListOptions(field(DynamicInputType.PickList, { col1: ' Beginner, Advanced ,, Pro' }))).toEqual([
    'Beginner',
    'Advanced',
    'Pro',
  ]);
});

test('a check answers true or false whatever its definition holds', () => {
  const check = field(DynamicInputType.Checkbox, { value: 'yes' });
  expect(textAnswer(check, {})).toBe('false');
  expect(textAnswer(field(DynamicInputType.Checkbox, { value: 'true' }), {})).toBe('true');
});

test('links and images may use http(s) addresses or paths of the site only', () => {
  expect(safeUrl('https://club.test/rules')).toBe('https://club.test/rules');
  expect(safeUrl(' /uploads/poster.png ')).toBe('/uploads/poster.png');
  for (const address of [
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.test/x',
    '/\\evil.test',
    'http://',
    'rules',
  ])
    expect(safeUrl(address)).toBeNull();
});

import type { CustomField } from '@club/shared-contracts/entities';
import { answersOf, customFieldValuesJson, pickListOptions } from './custom-fields';

const fields: CustomField[] = [
  { customFieldId: 4, name: 'a', label: 'A', value: 'x', fieldType: 'text', pickListValues: '' },
  { customFieldId: 9, name: 'b', label: 'B', value: 'true', fieldType: 'bool', pickListValues: '' },
];

test('picklist options are the comma-separated values, each trimmed, without empty ones', () => {
  expect(pickListOptions(' Derecha , Revés,Indiferente ,, ')).toEqual(['Derecha', 'Revés', 'Indiferente']);
  expect(pickListOptions('')).toEqual([]);
});

test('the answers are read by customFieldId and sent back as a JSON string of { customFieldId, value }', () => {
  expect(answersOf(fields)).toEqual({ 4: 'x', 9: 'true' });
  expect(JSON.parse(customFieldValuesJson(fields))).toEqual([
    { customFieldId: 4, value: 'x' },
    { customFieldId: 9, value: 'true' },
  ]);
});

import { registerProblems, type RegisterValues } from './register-rules';

const complete: RegisterValues = {
  name: 'Marina',
  surname: 'Soler',
  email: 'marina@club.test',
  phone: '611222333',
  password: 'secret',
  acceptConditions: true,
  okRss: false,
};

test('a complete form with the legal conditions accepted has no problems, promotional check or not', () => {
  expect(registerProblems(complete)).toEqual({});
  expect(registerProblems({ ...complete, okRss: true })).toEqual({});
});

test('name, surname, e-mail and phone are required, spaces alone do not count', () => {
  const problems = registerProblems({ ...complete, name: ' ', surname: '', email: '', phone: '\t' });
  expect(Object.keys(problems)).toEqual(['name', 'surname', 'email', 'phone']);
  expect(problems.name?.text).toBe('The field is required');
});

test('the password is required and has at least 5 characters', () => {
  expect(registerProblems({ ...complete, password: '' }).password?.text).toBe('Required');
  expect(registerProblems({ ...complete, password: '1234' }).password).toEqual({
    text: 'Minimum length is {{min}}',
    values: { min: 5 },
  });
  expect(registerProblems({ ...complete, password: '12345' }).password).toBeUndefined();
});

test('an e-mail needs one @ with text on both sides and no spaces', () => {
  for (const email of ['marina', 'marina@', '@club.test', 'mar ina@club.test', 'a@b@c']) {
    expect(registerProblems({ ...complete, email }).email?.text).toBe('Please enter a valid email address');
  }
  expect(registerProblems({ ...complete, email: ' marina@club.test ' }).email).toBeUndefined();
});

test('the legal conditions must be accepted', () => {
  expect(registerProblems({ ...complete, acceptConditions: false }).acceptConditions?.text).toBe(
    'Please accept our legal conditions',
  );
});

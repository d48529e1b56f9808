import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CustomerGender } from '@club/shared-contracts/entities';
import { BYPLACE_TEXTS } from './booking-texts.ts';
import { joinRefusal, joinRefusalText, type MatchRules } from './join-rules.ts';

const match: MatchRules = { concept: 'Match', gender: 'Open', modifyLevel: true, minLevel: 2.5, maxLevel: 4 };
const woman = { level: 3, gender: CustomerGender.Female };

test('the level range takes its ends and refuses what lies outside', () => {
  assert.equal(joinRefusal(match, { ...woman, level: 2.5 }), null);
  assert.equal(joinRefusal(match, { ...woman, level: 4 }), null);
  assert.equal(joinRefusal(match, { ...woman, level: 2.49 }), 'outsideLevel');
  assert.equal(joinRefusal(match, { ...woman, level: 4.01 }), 'outsideLevel');
  assert.equal(joinRefusal({ ...match, modifyLevel: false }, { ...woman, level: 5 }), 'outsideLevel');
});

test('no level refuses a competitive match only', () => {
  assert.equal(joinRefusal(match, { ...woman, level: null }), 'noLevel');
  assert.equal(joinRefusal({ ...match, modifyLevel: false }, { ...woman, level: null }), null);
});

test('a gender the match does not take is refused before the level; mixed and open take everyone', () => {
  assert.equal(joinRefusal({ ...match, gender: 'Male' }, { ...woman, level: null }), 'menOnly');
  assert.equal(
    joinRefusal({ ...match, gender: 'Female' }, { level: 3, gender: CustomerGender.Male }),
    'womenOnly',
  );
  assert.equal(joinRefusal({ ...match, gender: 'Female' }, { level: 3, gender: null }), 'womenOnly');
  assert.equal(joinRefusal({ ...match, gender: 'Mixed' }, { level: 3, gender: null }), null);
  assert.equal(joinRefusal(match, { level: 3, gender: CustomerGender.Male }), null);
});

test('school sessions and events have no rules', () => {
  assert.equal(
    joinRefusal({ ...match, concept: 'School', gender: 'Male' }, { level: null, gender: null }),
    null,
  );
  assert.equal(joinRefusal({ ...match, concept: 'Event' }, { level: 6, gender: null }), null);
});

test('the messages name the range in the club’s format', () => {
  assert.equal(joinRefusalText('outsideLevel', match), BYPLACE_TEXTS.outsideLevel('2,50', '4,00'));
  assert.equal(joinRefusalText('noLevel', match), BYPLACE_TEXTS.noLevelToJoin);
});

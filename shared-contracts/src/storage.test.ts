import { readStored, removeStored, storageKeys, writeStored } from './storage';

describe('storage with expiry', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useRealTimers();
  });

  it('stores a value as { value, expiry } and reads it back', () => {
    writeStored('k', { a: 1 }, new Date('2030-01-01T00:00:00Z'));
    expect(JSON.parse(localStorage.getItem('k') ?? 'null')).toEqual({
      value: { a: 1 },
      expiry: Date.parse('2030-01-01T00:00:00Z'),
    });
    expect(readStored('k')).toEqual({ a: 1 });
  });

  it('keeps a value without expiry until it is removed', () => {
    writeStored('k', 'forever');
    expect(JSON.parse(localStorage.getItem('k') ?? 'null')).toEqual({ value: 'forever', expiry: null });
    expect(readStored('k')).toBe('forever');
    removeStored('k');
    expect(readStored('k')).toBeNull();
  });

  it('accepts the ISO expiry of a login answer', () => {
    jest.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
    writeStored('k', 'token', '2026-01-01T01:00:00Z');
    expect(readStored('k')).toBe('token');
    jest.setSystemTime(Date.parse('2026-01-01T01:00:01Z'));
    expect(readStored('k')).toBeNull();
  });

  it('answers null for an expired entry and removes it', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    writeStored('k', 'soon gone', 1_000_500);
    jest.setSystemTime(1_000_499);
    expect(readStored('k')).toBe('soon gone');
    jest.setSystemTime(1_000_500);
    expect(readStored('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('treats an unreadable expiry as already expired', () => {
    writeStored('k', 'value', 'not a date');
    expect(readStored('k')).toBeNull();
  });

  it('answers null for corrupt JSON, removes the entry and does not throw', () => {
    localStorage.setItem('k', '{not json');
    expect(() => readStored('k')).not.toThrow();
    expect(readStored('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('answers null for JSON that is not an entry (a bare value from an older version)', () => {
    localStorage.setItem('k', '"bare"');
    expect(readStored('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('answers null for an absent key', () => {
    expect(readStored('missing')).toBeNull();
  });

  it('uses the specification names for the session keys', () => {
    expect([storageKeys.customer, storageKeys.token, storageKeys.language, storageKeys.loginMode]).toEqual([
      'cc',
      'ctk',
      'lcl',
      'loginModeOn',
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseColor, readableTextColor, themeDefaults, themeVariables } from './theme';

const uploads = 'https://club.test/uploads/';

describe('themeVariables', () => {
  it('sets the button colour and picks black text for a light colour', () => {
    const variables = themeVariables({ ButtonsColor: '#FFEB3B' }, uploads);
    expect(variables['--club-button-color']).toBe('#ffeb3b');
    expect(variables['--club-button-text']).toBe('#000000');
  });

  it('picks white text for a dark button colour', () => {
    expect(themeVariables({ ButtonsColor: '#0d47a1' }, uploads)['--club-button-text']).toBe('#ffffff');
  });

  it('decides by contrast ratio, not by lightness: mid grey and pure red get black text', () => {
    expect(themeVariables({ ButtonsColor: '#777777' }, uploads)['--club-button-text']).toBe('#000000');
    expect(themeVariables({ ButtonsColor: 'rgb(255, 0, 0)' }, uploads)['--club-button-text']).toBe('#000000');
  });

  it('gives the footer a readable text colour too', () => {
    const variables = themeVariables({ FooterColor: '#fafafa' }, uploads);
    expect(variables['--club-footer-color']).toBe('#fafafa');
    expect(variables['--club-footer-text']).toBe('#000000');
  });

  it.each(['red; background: url(evil)', 'javascript:alert(1)', '#12345', 'rgb(300, 0, 0)', '', null])(
    'keeps the default colours when the setting is %p',
    (value) => {
      const variables = themeVariables({ ButtonsColor: value, FooterColor: value }, uploads);
      expect(variables['--club-button-color']).toBe(themeDefaults['--club-button-color']);
      expect(variables['--club-button-text']).toBe(themeDefaults['--club-button-text']);
      expect(variables['--club-footer-color']).toBe(themeDefaults['--club-footer-color']);
    },
  );

  it('puts the club font first and the system fonts after it', () => {
    const font = themeVariables({ FontFamily: 'Open Sans, sans-serif' }, uploads)['--club-font-family'];
    expect(font.startsWith(`'Open Sans', sans-serif, `)).toBe(true);
    expect(font.endsWith(themeDefaults['--club-font-family'])).toBe(true);
  });

  it('ignores a font family that could break out of the declaration', () => {
    expect(themeVariables({ FontFamily: 'Arial; color: red' }, uploads)['--club-font-family']).toBe(
      themeDefaults['--club-font-family'],
    );
  });

  it('looks the header image up under the uploads folder', () => {
    expect(themeVariables({ HeaderImage: '/header.jpg' }, uploads)['--club-header-image']).toBe(
      'url("https://club.test/uploads/header.jpg")',
    );
  });

  it('makes a header image under a relative uploads folder absolute, for stylesheets on other origins', () => {
    expect(themeVariables({ HeaderImage: 'header.svg' }, '/uploads/')['--club-header-image']).toBe(
      `url("${window.location.origin}/uploads/header.svg")`,
    );
  });

  it('keeps an absolute header image address, with a quote in it encoded', () => {
    expect(themeVariables({ HeaderImage: 'https://cdn.test/a"b.jpg' }, uploads)['--club-header-image']).toBe(
      'url("https://cdn.test/a%22b.jpg")',
    );
  });

  it('returns every default when the club has no settings', () => {
    expect(themeVariables({}, uploads)).toEqual(themeDefaults);
  });
});

describe('parseColor', () => {
  it('reads short hex, hex without # and rgb()', () => {
    expect(parseColor('#0f8')).toEqual([0, 255, 136]);
    expect(parseColor('1e88e5')).toEqual([30, 136, 229]);
    expect(parseColor('rgb(10 20 30)')).toEqual([10, 20, 30]);
  });
});

describe('readableTextColor', () => {
  it('chooses white on black and black on white', () => {
    expect(readableTextColor([0, 0, 0])).toBe('#ffffff');
    expect(readableTextColor([255, 255, 255])).toBe('#000000');
  });
});

describe('tokens.css', () => {
  it('declares the same brand defaults as themeDefaults', () => {
    const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
    for (const [name, value] of Object.entries(themeDefaults)) {
      const declared = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1];
      expect({ name, value: declared }).toEqual({ name, value });
    }
  });
});

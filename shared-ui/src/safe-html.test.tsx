import { render } from '@testing-library/react';
import { plainText, SafeHtml, sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('removes scripts and event handlers but keeps the text and its markup', () => {
    const clean = sanitizeHtml(
      '<h2>Terms</h2><p onclick="steal()">Read <b>this</b></p><script>steal()</script>',
    );
    expect(clean).toBe('<h2>Terms</h2><p>Read <b>this</b></p>');
  });

  it('drops javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('keeps links that open a new window from reaching the opener', () => {
    expect(sanitizeHtml('<a href="https://club.test" target="_blank">club</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('SafeHtml', () => {
  it('renders sanitized markup, so an injected image handler never runs', () => {
    const { container } = render(<SafeHtml html={'<p>Hello</p><img src="x" onerror="window.hacked=1">'} />);
    expect(container.querySelector('p')).toHaveTextContent('Hello');
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });
});

describe('plainText', () => {
  it("gives the text of HTML with its whitespace folded, without a script's or a style's text", () => {
    expect(
      plainText('<p>Pista   <b>central</b>\n&amp; vestuarios</p><script>steal()</script><style>p{}</style>'),
    ).toBe('Pista central & vestuarios');
  });

  it('keeps text without markup as it is, but for its whitespace', () => {
    expect(plainText('  3 > 2  pistas ')).toBe('3 > 2 pistas');
  });
});

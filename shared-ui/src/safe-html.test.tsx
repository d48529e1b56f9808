import { render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { plainText, SafeHtml, sanitizeHtml } from './safe-html';
import { settle } from './testing';

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

  it("keeps the server's sanitized HTML as it hydrates, without sanitizing it again, and sanitizes each HTML that comes after", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<div><p>Drawn by the server</p></div>';
    const drawn = screen.getByText('Drawn by the server');
    const sanitize = jest.spyOn(DOMPurify, 'sanitize');

    const { rerender } = render(<SafeHtml html="<p>Drawn by the server</p>" />, { container, hydrate: true });
    await settle();
    expect(screen.getByText('Drawn by the server')).toBe(drawn);
    expect(sanitize).not.toHaveBeenCalled();

    rerender(<SafeHtml html={'<p>Another</p><img src="x" onerror="window.hacked=1">'} />);
    expect(screen.getByText('Another')).toBeInTheDocument();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    rerender(<SafeHtml html="<p>Drawn by the server</p>" />);
    expect(screen.getByText('Drawn by the server')).toBeInTheDocument();
    expect(sanitize).toHaveBeenCalledTimes(2);
    sanitize.mockRestore();
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

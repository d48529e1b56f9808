import { render } from '@testing-library/react';
import { provideSettings } from '@club/shared-contracts/settings';
import { documentTitle, useDocumentTitle } from './document-title';
import { clubSettings } from './testing';

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

beforeEach(() => provideSettings(clubSettings));

describe('useDocumentTitle', () => {
  it("names the page, then the club, and follows the page's title as it changes", () => {
    const { rerender } = render(<Page title="Tienda" />);
    expect(document.title).toBe(`Tienda · ${clubSettings.title}`);
    rerender(<Page title="Pala Vertex 04" />);
    expect(document.title).toBe(`Pala Vertex 04 · ${clubSettings.title}`);
  });

  it('names the club alone on the home page and while a page has no title yet', () => {
    render(<Page />);
    expect(document.title).toBe(clubSettings.title);
    expect(documentTitle('', 'Club Demo')).toBe('Club Demo');
  });
});

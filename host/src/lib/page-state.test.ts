import type { Settings } from '@club/shared-contracts/entities';
import { pageStateId, readPageState, serializePageState, type PageState } from './page-state';

const state = (text: string): PageState => ({
  language: 'en-US',
  settings: { title: 'Club' } as Settings,
  assumedWidth: 390,
  answers: { post: { data: { text } } },
});

describe('the page state', () => {
  it('keeps a text with </script> inside its element, and reads back the same', () => {
    const text = 'Ends here? </script><script>alert(1)</script> \u2028 line';
    const element = serializePageState(state(text));
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).not.toContain('\u2028');
    document.body.innerHTML = element;
    expect(readPageState()).toEqual(state(text));
  });

  it('is none on a page the browser draws alone, or with an unreadable state', () => {
    document.body.innerHTML = '';
    expect(readPageState()).toBeNull();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `<script type="application/json" id="${pageStateId}">{broken</script>`;
    expect(readPageState()).toBeNull();
  });
});

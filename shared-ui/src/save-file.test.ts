import { saveFile } from './save-file';

describe('saveFile', () => {
  const created = 'blob:http://localhost/file-1';
  let clicked: { href: string; download: string; inDocument: boolean }[];

  beforeEach(() => {
    jest.useFakeTimers();
    clicked = [];
    URL.createObjectURL = jest.fn(() => created);
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('downloads the file under its name through a link in the document, then removes the link', () => {
    const blob = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });
    saveFile(blob, 'booking-12.ics');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: created, download: 'booking-12.ics', inDocument: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('frees the object URL once the download has started', () => {
    saveFile(new Blob(['x']), 'file.txt');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(created);
  });
});

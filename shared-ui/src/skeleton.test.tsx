import { Skeleton } from './skeleton';
import { renderWithI18n } from './testing';

describe('Skeleton', () => {
  it('is hidden from screen readers', async () => {
    const { container } = await renderWithI18n(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass('skeleton', 'line');
  });

  it('draws the requested shape and size', async () => {
    const { container } = await renderWithI18n(<Skeleton shape="rect" width={120} height="4rem" />);
    expect(container.firstElementChild).toHaveClass('rect');
    expect(container.firstElementChild).toHaveStyle({ width: '120px', height: '4rem' });
  });

  it('keeps a circle round when only the width is given', async () => {
    const { container } = await renderWithI18n(<Skeleton shape="circle" width={48} />);
    expect(container.firstElementChild).toHaveStyle({ width: '48px', height: '48px' });
  });
});

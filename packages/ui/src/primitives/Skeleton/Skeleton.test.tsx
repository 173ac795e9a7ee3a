import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

it('is hidden from assistive technology and sized as asked', () => {
  const { container } = render(<Skeleton variant="circle" width={32} height={32} />);
  const el = container.firstElementChild as HTMLElement;
  expect(el).toHaveAttribute('aria-hidden', 'true');
  expect(el).toHaveAttribute('data-variant', 'circle');
  expect(el).toHaveStyle({ width: '32px', height: '32px' });
});

it('stacks the requested number of text lines', () => {
  const { container } = render(<Skeleton lines={3} />);
  expect(container.firstElementChild?.children).toHaveLength(3);
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, type IconName } from './Icon';

const names: IconName[] = [
  'close',
  'menu',
  'chevronLeft',
  'chevronRight',
  'phone',
  'warning',
  'spinner',
  'video',
  'podcast',
  'newTab',
  'person',
];

describe('Icon', () => {
  it.each(names)('draws "%s" hidden from assistive technology and out of the Tab order', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.querySelectorAll('path, rect, circle').length).toBeGreaterThan(0);
  });

  it('adds the given class to its own', () => {
    const { container } = render(<Icon name="close" className="big" />);
    expect(container.querySelector('svg')?.getAttribute('class')).toMatch(/\S+ big$/);
  });
});

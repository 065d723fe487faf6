import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { founder } from '../../content/site';
import { homeContent } from '../../content/home';
import { renderApp } from '../../testing/jsdom/renderApp';

it('names the founder, with their role, right under "Meet the Founder"', async () => {
  renderApp('/');
  const section = await screen.findByRole('region', { name: homeContent.founder.heading });
  // The name once it is given; until then the role alone, never the stand-in
  // ("[Founder's name]").
  const name = within(section).getByText(founder.name ?? founder.role);
  expect(name.closest('p')).toHaveTextContent(`${founder.name ?? ''}${founder.role}`);
  expect(section.textContent).not.toMatch(/\[/);
  // Before the paragraphs about the project: the first thing read after the heading.
  const first = within(section).getAllByRole('paragraph')[0];
  expect(first).toContainElement(name);
  // No portrait yet (a slot in site.yaml): no empty picture either, only a drawn frame in its
  // place, hidden from assistive technology.
  if (!founder.portrait) {
    expect(within(section).queryByRole('img')).toBeNull();
    const frame = name.closest('p')?.previousElementSibling;
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame?.querySelector('svg')).not.toBeNull();
  }
});

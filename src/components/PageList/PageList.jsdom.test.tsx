import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../content/site';
import { PageList } from './PageList';

const listed = [pageMeta.about, pageMeta.privacy];

function renderList() {
  return render(
    <MemoryRouter>
      <PageList pages={listed} />
    </MemoryRouter>,
  );
}

describe('PageList', () => {
  it('lists each page as its link, over what it holds, in the order given', () => {
    renderList();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(listed.length);
    listed.forEach((page, index) => {
      const link = within(items[index]!).getByRole('link');
      expect(link).toHaveAccessibleName(page.navLabel);
      expect(link).toHaveAttribute('href', page.path);
      expect(items[index]).toHaveTextContent(page.description);
    });
  });

  it('has no axe violations', async () => {
    const { container } = renderList();
    expect(await axe(container)).toHaveNoViolations();
  });
});

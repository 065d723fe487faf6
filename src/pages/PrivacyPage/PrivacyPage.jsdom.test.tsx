import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { builtRetentionDays, privacyNotice, retentionSentence } from '../../content/privacy';
import { contactDetails, footer, notGivenYet, pageMeta } from '../../content/site';
import { expectOnThisPage } from '../../testing/jsdom/onThisPage';
import { renderApp } from '../../testing/jsdom/renderApp';
import { PrivacyPage } from './PrivacyPage';

/** The first paragraph of the "How long we keep it" section. */
function retentionParagraph(): string {
  const region = screen.getByRole('region', { name: privacyNotice.retention.heading });
  return within(region).getAllByRole('paragraph')[0]?.textContent ?? '';
}

describe('PrivacyPage', () => {
  it('says what is kept, why, who reads it, where, how long, sharing, rights and under-18s', async () => {
    renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: privacyNotice.heading }),
    ).toBeInTheDocument();
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(regions).toEqual(
      expect.arrayContaining(
        [
          'collected',
          'purpose',
          'readers',
          'storage',
          'retention',
          'sharing',
          'rights',
          'children',
        ].map((id) => `privacy-${id}`),
      ),
    );
    // What the contact form does (its "Who is writing?": ContactPage.jsdom.test.tsx, and the
    // service's refusal: src/server/contact.node.test.ts).
    expect(screen.getByRole('region', { name: privacyNotice.children.heading })).toHaveTextContent(
      /takes no words from someone who says they are under 18.*a teacher or a friend cannot give it/,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: contactDetails.email })).toHaveAttribute(
      'href',
      contactDetails.emailHref,
    );
    // The phone once it is given; while it is a stand-in ("+91 00000 00000") the notice gives
    // the e-mail alone, and the sentence says the number is not given yet.
    const phones = within(main)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === contactDetails.phoneHref);
    if (contactDetails.phoneHref) expect(phones[0]).toBeVisible();
    else {
      expect(main).toHaveTextContent(notGivenYet.phone);
      expect(main.textContent).not.toMatch(/0000/);
    }
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('gives under-18s Tele-MANAS as a link that dials it, named by its digits in the sentence', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: privacyNotice.children.heading });
    const call = within(region).getByRole('link', { name: '1 4 4 1 6' });
    expect(call).toHaveAttribute('href', 'tel:14416');
    // The sentence reads as the content wrote it.
    expect(region).toHaveTextContent(/call Tele-MANAS on 1\s?4\s?4\s?1\s?6\./);
  });

  it('names the companies that keep the computers, and who answers a complaint, from the notice’s own file', () => {
    const { unmount } = render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    // Each company after the sentence that announces them: what it does, and its name (or "not
    // given yet" while privacy.yaml holds a stand-in, never the stand-in itself).
    const readers = screen.getByRole('region', { name: privacyNotice.readers.heading });
    expect(
      within(within(readers).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      privacyNotice.processors.map(({ does, name }) => `${does}: ${name ?? notGivenYet.line}`),
    );
    expect(readers.textContent).not.toMatch(/\[/);
    // Who answers a complaint, after its sentence, the last list of the rights: each detail
    // given, or once "not given yet" while all four are stand-ins (as they are before launch).
    const rights = screen.getByRole('region', { name: privacyNotice.rights.heading });
    const complaint = within(rights).getAllByRole('list').at(-1)!;
    expect(complaint.previousElementSibling?.textContent).toBe(
      privacyNotice.rights.statements.find(({ claim }) => claim === 'grievance-contact')?.text,
    );
    const { who, email, phone, address } = privacyNotice.grievance;
    const given = [who, email, phone, address].filter(Boolean);
    expect(
      within(complaint)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(given.length > 0 ? given : [notGivenYet.line]);
    expect(rights.textContent).not.toMatch(/\[/);
    unmount();

    // Once given, each detail: the e-mail and the phone as links.
    render(
      <MemoryRouter>
        <PrivacyPage
          grievance={{
            who: 'Grievance officer: the founder',
            email: 'privacy@saathi.in',
            phone: '+91 98765 43210',
            address: '12 Station Road, Jaipur 302001',
          }}
        />
      </MemoryRouter>,
    );
    const list = within(screen.getByRole('region', { name: privacyNotice.rights.heading }))
      .getAllByRole('list')
      .at(-1)!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Grievance officer: the founder',
      'privacy@saathi.in',
      '+91 98765 43210',
      '12 Station Road, Jaipur 302001',
    ]);
    expect(within(list).getByRole('link', { name: 'privacy@saathi.in' })).toHaveAttribute(
      'href',
      'mailto:privacy@saathi.in',
    );
    expect(within(list).getByRole('link', { name: /98765/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  it('says how long messages are kept as RETENTION_DAYS sets it: a number of days', () => {
    render(
      <MemoryRouter>
        <PrivacyPage retentionDays={365} />
      </MemoryRouter>,
    );
    expect(retentionParagraph()).toBe('We delete each message for good 365 days after it arrives.');
    expect(retentionParagraph()).toBe(retentionSentence(365));
  });

  it('says how long messages are kept as RETENTION_DAYS sets it: unset, until deleted', () => {
    render(
      <MemoryRouter>
        <PrivacyPage retentionDays={null} />
      </MemoryRouter>,
    );
    expect(retentionParagraph()).toBe(
      'We keep each message until the founder deletes it. You can ask us to delete yours at any time.',
    );
  });

  it.each([
    [365, 30],
    [7, 7],
    [null, 30],
  ] as const)(
    'says how long spam is kept beside a retention of %s days: %s',
    (retentionDays, spamDays) => {
      render(
        <MemoryRouter>
          <PrivacyPage retentionDays={retentionDays} />
        </MemoryRouter>,
      );
      const region = screen.getByRole('region', { name: privacyNotice.retention.heading });
      const second = region.querySelectorAll('p')[1]?.textContent;
      expect(second).toBe(
        `Messages sent by computer programs, which the form catches as spam, are deleted ${spamDays} days after they arrive.`,
      );
    },
  );

  it('says the retention the build decided (__RETENTION_DAYS__, src/build/retentionSetting.ts)', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: privacyNotice.heading });
    expect(retentionParagraph()).toBe(retentionSentence(builtRetentionDays));
  });

  it('is linked from the footer of every page', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const quickLinks = screen.getByRole('navigation', { name: footer.quickLinks.landmarkLabel });
    expect(
      within(quickLinks).getByRole('link', { name: pageMeta.privacy.navLabel }),
    ).toHaveAttribute('href', '/privacy');
  });

  it('lists its parts "On this page" after the introduction: a link to each heading, in order', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: privacyNotice.heading });
    const navigation = expectOnThisPage({ sections: 8 });
    const intro = screen.getByText(privacyNotice.intro);
    expect(intro.compareDocumentPosition(navigation)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { expect, it } from 'vitest';
import { contactForm } from '../../../content/contactForm';
import { privacyNotice } from '../../../content/privacy';
import { renderApp } from '../../../testing/jsdom/renderApp';

it('links to the privacy notice before the contact form asks anything', async () => {
  renderApp('/contact');
  // The form's first question is who is writing; its fields come after the answer.
  const firstField = await screen.findByRole('radio', { name: contactForm.writer.adult });
  const link = within(screen.getByRole('main')).getByRole('link', {
    name: privacyNotice.beforeTheForm.link.label,
  });
  expect(link).toHaveAttribute('href', '/privacy');
  expect(link.closest('p')).toHaveTextContent(privacyNotice.beforeTheForm.text);
  // The link comes first in the document, so in reading and Tab order.
  expect(link.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(await axe(document.body)).toHaveNoViolations();
});

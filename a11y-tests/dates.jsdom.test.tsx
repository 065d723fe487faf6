/**
 * The dates the pages give (when the privacy notice was updated, when the statement was reviewed)
 * each kept on one line, in the page's language: run again with the Hindi words by the
 * `components-hi` project. jsdom draws no lines: the date's element is checked, and
 * src/components/DatedText's own test checks that its class says nowrap.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import datedStyles from '../src/components/DatedText/DatedText.module.css';
import { accessibilityStatement } from '../src/content/accessibilityStatement';
import { privacyNotice } from '../src/content/privacy';
import { pageMeta } from '../src/content/site';
import type { DatedSentence } from '../src/content/types';
import { renderApp } from '../src/testing/jsdom/renderApp';

describe('the dates on the pages', () => {
  it.each<[string, DatedSentence]>([
    [pageMeta.privacy.path, privacyNotice.lastUpdated],
    [pageMeta.accessibility.path, accessibilityStatement.lastReviewed],
  ])('%s gives its date on one line, in its sentence', async (path, sentence) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    const date = screen.getByText(sentence.date);
    expect(date).toHaveClass(datedStyles.date!);
    expect(date.closest('p')).toHaveTextContent(sentence.text.replace('{date}', sentence.date));
  });
});

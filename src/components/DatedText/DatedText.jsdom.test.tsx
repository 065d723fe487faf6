import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DatedText } from './DatedText';
import styles from './DatedText.module.css';

describe('DatedText', () => {
  it('puts the date where {date} is, in an element that keeps it on one line', () => {
    const { container } = render(
      <p>
        <DatedText
          sentence={{ text: 'This notice was last updated on {date}.', date: '26 November 2026' }}
        />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph).toHaveTextContent(/^This notice was last updated on 26 November 2026\.$/);
    const date = paragraph.querySelector(`.${styles.date!}`);
    expect(date).toHaveTextContent(/^26 November 2026$/);
    // The class is the one that says nowrap (jsdom draws no lines, so the rule itself is read).
    const css = readFileSync(path.join(import.meta.dirname, 'DatedText.module.css'), 'utf8');
    expect(css).toMatch(/\.date\s*\{[^}]*white-space:\s*nowrap/);
  });

  it('wraps a date at the start or the end of the sentence, and a Hindi one', () => {
    const { container } = render(
      <>
        <p>
          <DatedText sentence={{ text: '{date}: reviewed.', date: '24 November 2026' }} />
        </p>
        <p>
          <DatedText sentence={{ text: 'इस जानकारी की पिछली जाँच {date}', date: '24 नवंबर 2026' }} />
        </p>
      </>,
    );
    const [first, second] = container.querySelectorAll('p');
    expect(first).toHaveTextContent(/^24 November 2026: reviewed\.$/);
    expect(first!.querySelector(`.${styles.date!}`)).toHaveTextContent(/^24 November 2026$/);
    expect(second).toHaveTextContent(/^इस जानकारी की पिछली जाँच 24 नवंबर 2026$/);
    expect(second!.querySelector(`.${styles.date!}`)).toHaveTextContent(/^24 नवंबर 2026$/);
  });
});

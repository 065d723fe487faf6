/** The report's texts on the page: backticked parts as code, timestamps as a person reads them. */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportText } from './ReportText';

describe('ReportText', () => {
  it('shows what is between backticks as code, without the backticks', () => {
    const { container } = render(
      <p>
        <ReportText>{'Run `npm test`, then `npm run audit`.'}</ReportText>
      </p>,
    );
    expect(container.textContent).toBe('Run npm test, then npm run audit.');
    expect([...container.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'npm test',
      'npm run audit',
    ]);
  });

  it('writes a timestamp in a text to the minute, in UTC, and leaves code alone', () => {
    const { container } = render(
      <p>
        <ReportText>{'Run on 2026-11-26T22:07:20.940Z by `2026-11-26T22:07:20Z`.'}</ReportText>
      </p>,
    );
    expect(container.textContent).toBe('Run on 2026-11-26 22:07 UTC by 2026-11-26T22:07:20Z.');
  });
});

describe('ReportText, a moment alone', () => {
  it('reads a timestamp to the minute, in UTC; a date alone stays as it is', () => {
    const shown = (text: string) => render(<ReportText>{text}</ReportText>).container.textContent;
    expect(shown('2026-11-26T22:06:21.916Z')).toBe('2026-11-26 22:06 UTC');
    expect(shown('2026-11-26T22:06:21Z')).toBe('2026-11-26 22:06 UTC');
    expect(shown('2026-11-26')).toBe('2026-11-26');
  });
});

import { render, screen } from '@testing-library/react';
import { I18nProvider, useLocale } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { locale } from '../../content/site';
import { LocaleProvider } from './LocaleProvider';

function ShowLocale() {
  const { locale: current, direction } = useLocale();
  return <p>{`${current} ${direction}`}</p>;
}

describe('LocaleProvider', () => {
  it("gives react-aria the site's language and direction over any other", () => {
    // An outer provider stands for a browser set to Arabic (react-aria's default).
    render(
      <I18nProvider locale="ar-EG">
        <LocaleProvider>
          <ShowLocale />
        </LocaleProvider>
      </I18nProvider>,
    );
    expect(screen.getByText(`${locale.lang} ${locale.dir}`)).toBeInTheDocument();
    expect(locale.dir).toBe('ltr');
  });
});

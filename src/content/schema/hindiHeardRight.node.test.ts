/**
 * Hindi heard right by a screen reader's Hindi voice (espeak-ng, in Orca and NVDA): the content
 * check refuses what it would misread (a nukta right after a bracket or a quote, a Hindi sentence
 * ending with "."), with the exact sentence the founder would read, its file, line and field.
 */
import { describe, expect, it } from 'vitest';
import { readLanguageFiles } from '../load/readContent';
import { changed, lineOf, problemsOf } from '../../testing/server/contentEdits';
import { heardWrong } from './glossary';

const hindi = readLanguageFiles('hi');

describe('Hindi heard right by espeak-ng (Orca, NVDA)', () => {
  it('refuses a letter with a dot right after a bracket or a quote: "(ज़रूरी)" is heard "रूरी"', () => {
    const files = changed(
      hindi,
      'contact-form.yaml',
      'requiredMarker: (भरना ज़रूरी)',
      'requiredMarker: (ज़रूरी)',
    );
    const line = lineOf(files['contact-form.yaml'], 'requiredMarker:');
    expect(problemsOf('content/hi', files)).toEqual([
      `content/hi/contact-form.yaml, line ${line}, requiredMarker: a screen reader's Hindi voice (espeak-ng, in Orca and NVDA) skips a letter with a dot (nukta) that comes right after a bracket, a quote or another mark, as in "(ज़"; put a word or a space between them, or say it another way.`,
    ]);
    expect(heardWrong('“ख़ुद” से')).toMatch(/as in "“ख़"/);
    expect(heardWrong('(भरना ज़रूरी)')).toBeUndefined();
    expect(heardWrong('कुछ ज़रूरी बातें')).toBeUndefined();
  });

  it('refuses a Hindi sentence that ends with "." rather than "।": "© 2026 साथी."', () => {
    const files = changed(
      hindi,
      'site.yaml',
      '© {year} {product}। सर्वाधिकार',
      '© {year} {product}. सर्वाधिकार',
    );
    const line = lineOf(files['site.yaml'], 'copyright:');
    expect(problemsOf('content/hi', files)).toEqual([
      `content/hi/site.yaml, line ${line}, footer.copyright: a Hindi sentence ends with "।", not "." (after "{product}"); write "।" instead.`,
    ]);
    expect(heardWrong('यह साथी है.')).toMatch(/after "है"/);
    expect(heardWrong('WCAG 2.2 के AA स्तर।')).toBeUndefined();
  });

  it('leaves English texts alone', () => {
    expect(heardWrong('© 2026 Saathi. All rights reserved.')).toBeUndefined();
    expect(heardWrong('"(Ask) us."')).toBeUndefined();
  });
});

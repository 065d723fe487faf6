import { describe, expect, it } from 'vitest';
import { fillTemplate } from './pageTemplate';

const template =
  '<title><!--app-title--></title><meta name="description" content="<!--app-description-->"><div id="root"><!--app-html--></div>';

describe('a page in its template', () => {
  it('puts the title and description in as text, and the markup as it is', () => {
    expect(fillTemplate(template, { title: 'A & B', description: '"Hi"', html: '<p>x</p>' })).toBe(
      '<title>A &amp; B</title><meta name="description" content="&quot;Hi&quot;"><div id="root"><p>x</p></div>',
    );
  });

  it('keeps a dollar sign as it is, never a replacement pattern', () => {
    const dollars = "₹500, or $5: $& $` $' $$";
    const page = fillTemplate(template, {
      title: dollars,
      description: dollars,
      html: `<p>${dollars}</p>`,
    });
    expect(page).toContain(`<p>${dollars}</p>`);
    expect(page).toContain(`<title>₹500, or $5: $&amp; $\` $&#39; $$</title>`);
  });
});

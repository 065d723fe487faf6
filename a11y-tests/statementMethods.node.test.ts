/**
 * What the accessibility statement says of how the site is tested ("How we test") is what the
 * runs do: the browsers Orca reads, the journeys it walks in each, and the second engine of the
 * browser tests. A change to the journeys or the Firefox files that leaves the statement behind
 * fails here, in every language.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedContent, siteLanguages } from '../src/content/load/readContent';
import { projectRoot } from '../src/testing/browser/site';
import { firefoxJourneys, journeyNames, type JourneyName } from './screen-reader/orca';

/** How each language names a journey the statement may mention ("the menu", "मेन्यू"). */
const journeyWords: Record<string, Partial<Record<JourneyName, string>>> = {
  en: {
    home: 'the home page',
    menu: 'the menu',
    lightbox: 'viewer',
    contact: 'the contact form',
    transcript: 'transcript',
    offline: 'offline',
    'kept-enquiry': 'an enquiry kept on the phone',
  },
  hi: {
    home: 'होम पेज',
    menu: 'मेन्यू',
    lightbox: 'व्यूअर',
    contact: 'संपर्क फ़ॉर्म',
    transcript: 'लिखित रूप',
    offline: 'ऑफ़लाइन',
    'kept-enquiry': 'फ़ोन पर रखा गया संदेश',
  },
};

const firefoxFiles = readdirSync(path.join(projectRoot, 'a11y-tests')).filter((name) =>
  /^firefox\w*\.browser\.test\.ts$/.test(name),
);

describe.each(siteLanguages(projectRoot).list.map(({ folder }) => folder))(
  'the statement in %s says how the site is tested, as the runs do it',
  (folder) => {
    const lines = checkedContent(projectRoot, folder)
      .accessibility.sections.flatMap((section) => section.list ?? [])
      .filter((line) => line.includes('Orca') || line.includes('Firefox'));
    const words = journeyWords[folder] ?? {};
    // The line of "How we test" that names the journeys ("What you can do" names Orca too).
    const orcaLine = lines.find(
      (line) =>
        line.includes('Orca') &&
        line.includes('Chromium') &&
        Object.values(words).some((word) => line.includes(word)),
    );

    it('names Firefox beside Chromium for Orca, and only journeys both browsers walk', () => {
      expect(orcaLine).toBeDefined();
      expect(orcaLine).toContain('Firefox');
      const named = journeyNames.filter((journey) => {
        const word = words[journey];
        return word !== undefined && orcaLine!.includes(word);
      });
      expect(named.length).toBeGreaterThan(0);
      expect(named.filter((journey) => !firefoxJourneys.includes(journey))).toEqual([]);
      // And every journey Firefox walks is named.
      expect(firefoxJourneys.filter((journey) => !named.includes(journey))).toEqual([]);
    });

    it('names Firefox for the keyboard journeys while browser tests run in it', () => {
      expect(firefoxFiles.length).toBeGreaterThan(0);
      const keyboardLine = lines.find((line) => line.includes('Tab') && line.includes('Firefox'));
      expect(keyboardLine).toBeDefined();
    });
  },
);

/**
 * The accessibility statement (WCAG 2.2, following the W3C's statement generator). Keep it
 * true: update the date, the status and the known limitations after every audit.
 * docs/accessibility.md holds the same content with the full test matrix.
 */
import { contactDetails, productName } from './site';

interface StatementSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
}

interface AccessibilityStatement {
  readonly heading: string;
  readonly intro: string;
  readonly sections: readonly StatementSection[];
  readonly contactLink: { readonly href: `mailto:${string}`; readonly label: string };
  readonly lastReviewed: string;
}

export const accessibilityStatement: AccessibilityStatement = {
  heading: 'Accessibility statement',
  intro: `${productName} exists for young people who are blind or have low vision, so this website must work for them first. We want everyone to be able to read it, listen to it and use it, with or without a screen reader, a keyboard, a mouse or a touch screen.`,
  sections: [
    {
      heading: 'The standard we follow',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and level AAA where we can: for example, text contrast of at least 7 to 1 for body text, and buttons and links at least 44 pixels tall.',
      ],
    },
    {
      heading: 'How accessible this website is',
      paragraphs: [
        'We believe the website is partially conformant with WCAG 2.2 level AA. Partially conformant means that some parts may not yet fully meet the standard: three automated checkers find no problems on any page but one listed below, the Orca screen reader heard some problems with our dialogs (also below), and people who use screen readers every day have not yet tested every page with us.',
      ],
    },
    {
      heading: 'What you can do on this website',
      list: [
        'Move through every page with a keyboard alone. The first Tab stop on each page is a link that skips straight to the main content.',
        'Use a screen reader such as NVDA, JAWS, TalkBack or VoiceOver. Every page has one main heading, landmarks and headings in order, and a message when a new page has loaded.',
        'Zoom in up to 400% or use a screen 320 pixels wide without scrolling sideways.',
        'Turn on reduced motion in your device settings: the menu and dialogs then appear without moving.',
        'Use Windows high-contrast colours: every control and focus outline stays visible.',
        'Read every page and send the contact form with JavaScript turned off. Only the menu button and the video viewer need it.',
      ],
    },
    {
      heading: 'How we test',
      list: [
        'Automated checks with three checkers, axe-core, IBM Equal Access and Siteimprove Alfa, on every page at desktop and phone widths and zoomed to 400%, and with every menu and dialog open, each time the code changes.',
        'A real screen reader, Orca, with the Chromium browser, pressed through the home page, the menu, the video and photo viewer and the contact form key by key. We keep what it said after every key, and check that focus comes back where it was when a dialog closes, that each new page starts at its main heading, that each dialog is announced by its name, and that nothing is said twice.',
        'Keyboard journeys in a real Chromium browser: the order of Tab stops, where focus goes, and that it is always visible.',
        'Checks that each page fits a 320-pixel-wide screen and that every button and link is large enough to tap.',
        'Tests of what a screen reader is given: names, roles, states and announcements.',
      ],
    },
    {
      heading: 'Known limitations',
      list: [
        'Testing with people who use NVDA, JAWS, TalkBack and VoiceOver is planned but not yet done.',
        "With the Orca screen reader, the menu, the video viewer and the answer to the contact form are not yet announced as dialogs, the answer's OK button is read twice, the footer's links and copyright line are announced twice, and when one of them closes the screen reader first reads the page title before it returns to the button that opened it. We are fixing this.",
        'Zoomed to 400%, a long description under a video in the viewer can scroll, but cannot yet be scrolled with the keyboard alone.',
        'The demonstration videos have captions that describe what is on screen; the real videos will need captions and descriptions written for them when they are added.',
        'Videos and podcast episodes on other websites (YouTube, Spotify) are outside our control.',
      ],
    },
    {
      heading: 'Tell us about a problem',
      paragraphs: [
        `If something on this website does not work for you, please tell us. Write to ${contactDetails.email} and say which page you were on and what happened. We will reply within five working days.`,
      ],
    },
  ],
  contactLink: { href: `mailto:${contactDetails.email}`, label: contactDetails.email },
  lastReviewed: 'This statement was last reviewed on 23 November 2026.',
};

/**
 * An audit's results made up to pass through every branch of the report: a page that passes, a
 * page with violations, findings to review and an excluded one, an engine that could not run, a
 * page that could not be reached, Lighthouse's 404 refusal and a failed audit, Orca journeys
 * that passed, failed a check and could not run, and words that must come out as text, not
 * markup (`<script>`, `&`, quotes). For report.node.test.ts.
 */
import type { AuditResults, ScanResult } from '../results';

const hostile = `<script>alert("x")</script> & 'quoted'`;

const passing: ScanResult = {
  slug: 'home-1280',
  kind: 'route',
  name: 'Home',
  path: '/',
  width: 1280,
  viewport: '1280 px',
  status: 200,
  error: null,
  axe: {
    axeVersion: '4.14.1',
    tags: ['wcag2a'],
    violations: [],
    incomplete: [
      {
        id: 'color-contrast',
        impact: 'serious',
        help: 'Elements must meet minimum color contrast ratio thresholds',
        helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/color-contrast',
        tags: ['wcag2aa'],
        nodes: [{ target: '.hero h1', html: '<h1>Saathi</h1>', failureSummary: '' }],
      },
    ],
    passes: 61,
    inapplicable: 30,
  },
  engines: [
    {
      engine: 'equal-access',
      version: '4.0.34',
      findings: [
        {
          rule: 'aria_content_in_landmark',
          level: 'violation',
          kind: 'violation',
          message: 'Content is not within a landmark element',
          target: '/html/body/a[1]',
          snippet: '<a href="#main">Skip to main content</a>',
          excludedBecause: 'The skip link must come before the landmarks.',
        },
        {
          rule: 'text_contrast_sufficient',
          level: 'potentialviolation',
          kind: 'review',
          message: 'Text contrast may be low',
          target: '/html/body/main/p[1]',
          snippet: '<p>One</p>',
          excludedBecause: null,
        },
        {
          rule: 'text_contrast_sufficient',
          level: 'potentialviolation',
          kind: 'review',
          message: 'Text contrast of another paragraph may be low',
          target: '/html/body/main/p[2]',
          snippet: '<p>Two</p>',
          excludedBecause: null,
        },
      ],
      passedRules: 120,
      error: null,
    },
    { engine: 'alfa', version: '0.114.0', findings: [], passedRules: 80, error: null },
  ],
  console: [],
  screenshot: 'screenshots/home-1280.png',
};

const failing: ScanResult = {
  slug: 'contact-320',
  kind: 'route',
  name: `Contact ${hostile}`,
  path: '/contact',
  width: 320,
  viewport: '320 px',
  status: 200,
  error: null,
  axe: {
    axeVersion: '4.14.1',
    tags: ['wcag2a'],
    violations: [
      {
        id: 'label',
        impact: 'critical',
        help: 'Form elements must have labels',
        helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/label?a=1&b=2',
        tags: ['wcag2a'],
        nodes: [
          {
            target: '#message',
            html: `<textarea id="message">${hostile}</textarea>`,
            failureSummary: 'Fix any of the following: no label',
          },
        ],
      },
    ],
    incomplete: [],
    passes: 55,
    inapplicable: 33,
  },
  engines: [
    {
      engine: 'equal-access',
      version: '4.0.34',
      findings: [],
      passedRules: 0,
      error: 'ace.js did not load',
    },
    {
      engine: 'alfa',
      version: '0.114.0',
      findings: Array.from({ length: 27 }, (_, index) => ({
        rule: 'SIA-R66',
        level: 'failed',
        kind: 'violation' as const,
        message: 'The text is not readable enough',
        target: `/html/body/main/p[${index + 1}]`,
        snippet: `<p>${'x'.repeat(index === 0 ? 400 : 3)}</p>`,
        excludedBecause: null,
      })),
      passedRules: 70,
      error: null,
    },
  ],
  console: ['error: Refused to load the script', hostile],
  screenshot: null,
};

const unreachable: ScanResult = {
  slug: 'hi-contact-success-1280',
  kind: 'state',
  name: 'Form sent',
  path: '/hi/contact',
  width: 1280,
  viewport: '1280 px',
  status: null,
  error: 'The dialog never opened',
  axe: null,
  engines: [],
  console: [],
  screenshot: null,
};

export const sampleResults: AuditResults = {
  date: '2026-11-26T12:00:00.000Z',
  baseUrl: 'http://127.0.0.1:4173',
  versions: {
    axeCore: '4.14.1',
    lighthouse: '12.8.0',
    chromium: '142.0',
    node: 'v20.20.2',
    equalAccess: '4.0.34',
    alfa: '0.114.0',
    orca: '47.3',
  },
  equalAccessPolicy: 'IBM_Accessibility',
  axeTags: ['wcag2a', 'wcag2aa'],
  scans: [passing, failing, unreachable],
  lighthouse: [
    {
      path: '/',
      url: 'http://127.0.0.1:4173/',
      lighthouseVersion: '12.8.0',
      score: 100,
      failed: [],
      manual: ['Interactive controls are keyboard focusable'],
      passed: 20,
      notApplicable: 30,
      error: null,
    },
    {
      path: '/contact',
      url: 'http://127.0.0.1:4173/contact',
      lighthouseVersion: '12.8.0',
      score: 92,
      failed: [
        { id: 'label', title: 'Form elements do not have labels', items: ['#message'] },
        { id: 'tabindex', title: 'Some elements have a tabindex above 0', items: [] },
      ],
      manual: [],
      passed: 18,
      notApplicable: 30,
      error: 'ERRORED_DOCUMENT_REQUEST: status code 404',
    },
  ],
  orca: [
    {
      journey: 'home',
      language: 'en',
      name: 'home',
      transcript: {
        journey: 'home',
        title: 'Home: the skip link and the headings',
        basePath: '',
        steps: [
          {
            label: 'load /',
            setup: true,
            expect: null,
            start: 0,
            end: 1,
            timedOut: false,
            events: [],
          },
          {
            label: 'Tab',
            setup: false,
            expect: null,
            start: 1,
            end: 2,
            timedOut: true,
            events: [
              {
                type: 'focus',
                t: 1.5,
                role: 'link',
                name: 'Skip to main content',
                level: null,
                states: [],
                within: ['landmark banner', `dialog '${hostile}'`],
                document: 'Home - Saathi',
              },
              { type: 'speech', t: 1.6, text: 'Skip to main content link' },
            ],
          },
        ],
        error: 'The menu button was never reached',
      },
      checks: [
        {
          kind: 'focus',
          passed: true,
          step: 1,
          key: 'Tab',
          expected: 'the skip link',
          heard: 'Skip to main content link',
        },
        {
          kind: 'announced',
          passed: false,
          step: 1,
          key: 'Tab',
          expected: 'link',
          heard: hostile,
        },
      ],
      error: null,
      seconds: 61,
    },
    {
      journey: 'menu',
      language: 'hi',
      name: 'hi-menu',
      transcript: null,
      checks: [],
      error: 'session.sh start failed',
      seconds: 3,
    },
  ],
  orcaSkipped: false,
  seconds: 612,
  failures: ['Contact at 320 px: 1 axe violation', hostile],
  passed: false,
};

/** The same run with the Orca journeys left out (AUDIT_SKIP_ORCA=1), and everything passing. */
export const sampleWithoutOrca: AuditResults = {
  ...sampleResults,
  scans: [passing],
  orca: [],
  orcaSkipped: true,
  failures: [],
  passed: true,
};

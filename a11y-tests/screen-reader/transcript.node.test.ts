import { describe, expect, it } from 'vitest';
import { checkTranscript } from './checkTranscript';
import { repeatedRun } from './speechFaults';
import { wordsOf } from './spokenWords';
import type {
  FocusEvent,
  SpeechEvent,
  StepExpectation,
  Transcript,
  TranscriptEvent,
  TranscriptStep,
} from './transcript';

let clock = 1000;
const focus = (role: string, name: string, extra: Partial<FocusEvent> = {}): FocusEvent => ({
  type: 'focus',
  t: clock++,
  role,
  name,
  level: null,
  states: [],
  within: [],
  document: 'Home - Saathi',
  ...extra,
});
const says = (text: string): SpeechEvent => ({ type: 'speech', t: clock++, text });
const step = (
  label: string,
  events: TranscriptEvent[],
  expect: StepExpectation | null = null,
): TranscriptStep => ({
  label,
  setup: false,
  expect,
  start: clock,
  end: clock + 1,
  timedOut: false,
  events,
});
const transcript = (steps: TranscriptStep[], error: string | null = null): Transcript => ({
  journey: 'test',
  title: 'test',
  basePath: '',
  steps,
  error,
});

const openMenu = step(
  'Enter (open the menu)',
  [focus('dialog', 'Menu'), says('Menu dialog'), says('Close push button')],
  { open: { id: 'menu', dialog: 'Menu', role: 'dialog' } },
);
const onButton = step('Tab', [focus('push button', 'Open menu'), says('Open menu push button')]);
const failures = (t: Transcript) => checkTranscript(t).filter((result) => !result.passed);

describe('Orca transcript checks', () => {
  it('passes a close that lands straight on the opener', () => {
    const closed = step('Escape', [focus('push button', 'Open menu'), says('Open menu')], {
      close: { id: 'menu' },
    });
    expect(failures(transcript([onButton, openMenu, closed]))).toEqual([]);
  });

  it('fails a close that goes through the document first, and says where focus went', () => {
    const closed = step(
      'Escape',
      [
        focus('document web', 'Home - Saathi'),
        focus('push button', 'Open menu'),
        says('Home - Saathi document web'),
        says('Open menu push button'),
      ],
      { close: { id: 'menu' } },
    );
    const [failure, ...rest] = failures(transcript([onButton, openMenu, closed]));
    expect(rest).toEqual([]);
    expect(failure).toMatchObject({ kind: 'close-returns-to-opener', key: 'Escape', step: 2 });
    expect(failure?.heard).toContain("went via document web 'Home - Saathi'");
    expect(failure?.expected).toContain("push button 'Open menu'");
  });

  it('fails a close that returns focus to the opener silently, or says it twice', () => {
    const silent = step('Escape', [focus('push button', 'Open menu')], { close: { id: 'menu' } });
    const [failure, ...rest] = failures(transcript([onButton, openMenu, silent]));
    expect(rest).toEqual([]);
    expect(failure).toMatchObject({ kind: 'return-announced', key: 'Escape' });
    expect(failure?.heard).toContain('its name not spoken');
    const twice = step(
      'Escape',
      [focus('push button', 'Open menu'), says('Open menu push button'), says('Open menu')],
      { close: { id: 'menu' } },
    );
    expect(failures(transcript([onButton, openMenu, twice]))[0]?.heard).toContain(
      'its name spoken 2 times',
    );
  });

  it('passes a "where am I" that names the opener after the close, and fails one that does not', () => {
    const closed = step('Escape', [focus('push button', 'Open menu'), says('Open menu')], {
      close: { id: 'menu' },
    });
    const where = (text: string) => step('KP_Enter', [says(text)], { whereAmI: { id: 'menu' } });
    expect(
      failures(transcript([onButton, openMenu, closed, where('Open menu push button')])),
    ).toEqual([]);
    const [failure] = failures(transcript([onButton, openMenu, closed, where('Main landmark')]));
    expect(failure).toMatchObject({ kind: 'where-am-i', key: 'KP_Enter' });
  });

  it('fails a close after which focus does not move at all', () => {
    const closed = step('Escape', [says('banner')], { close: { id: 'menu' } });
    expect(failures(transcript([onButton, openMenu, closed]))[0]?.heard).toContain(
      'focus did not move',
    );
  });

  it('fails a dialog announced by its contents only, without "dialog" or its name', () => {
    const opened = step('Enter', [focus('push button', 'OK'), says('Success! heading level 2')], {
      open: { id: 'ok', dialog: 'Thanks', role: 'alertdialog' },
    });
    const [failure] = failures(transcript([opened]));
    expect(failure?.kind).toBe('dialog-announced');
    expect(failure?.heard).toContain('"dialog" not spoken, name not spoken');
  });

  it('passes a page change that lands on the new h1, and fails one that stops on the document', () => {
    const expectation = { pageChange: { h1: 'The Story', title: 'The Story - Saathi' } };
    const good = step(
      'Enter',
      [focus('heading', 'The Story', { level: 1, document: 'The Story - Saathi' })],
      expectation,
    );
    expect(failures(transcript([good]))).toEqual([]);
    const bad = step(
      'Enter',
      [focus('document web', 'The Story - Saathi', { document: 'The Story - Saathi' })],
      expectation,
    );
    expect(failures(transcript([bad]))[0]?.kind).toBe('page-change-on-h1');
    const wrongLevel = step(
      'Enter',
      [focus('heading', 'The Story', { level: 2, document: 'The Story - Saathi' })],
      expectation,
    );
    expect(failures(transcript([wrongLevel]))[0]?.kind).toBe('page-change-on-h1');
    const clickable = step(
      'Enter',
      [
        focus('heading', 'The Story', { level: 1, document: 'The Story - Saathi' }),
        says('The Story heading level 1 clickable.'),
      ],
      expectation,
    );
    expect(failures(transcript([clickable])).map((failure) => failure.kind)).toEqual([
      'heading-not-clickable',
    ]);
  });

  it('fails a skip link whose target Orca calls "clickable", and passes one it does not', () => {
    const expectation: StepExpectation = { focusWithin: 'main', notClickable: true };
    const inMain = { within: ['landmark (main)'] };
    const heard = (...words: string[]) =>
      failures(
        transcript([
          step(
            'Enter (follow the skip link)',
            [focus('section', '', inMain), ...words.map((text) => says(text))],
            expectation,
          ),
        ]),
      ).map((failure) => failure.kind);
    expect(heard('main content')).toEqual([]);
    expect(heard('main content.', 'clickable.')).toEqual(['not-clickable']);
    // The landmark itself focused, as before: inside main by Orca's words.
    const onMain = step(
      'Enter (follow the skip link)',
      [focus('landmark', ''), says('main content.')],
      expectation,
    );
    expect(failures(transcript([onMain]))).toEqual([]);
  });

  it('finds an utterance said twice in a row, and a phrase repeated inside one', () => {
    const twice = step('Enter', [says('OK push button.'), says('OK push button')]);
    expect(failures(transcript([twice]))[0]).toMatchObject({
      kind: 'nothing-said-twice',
      heard: expect.stringContaining('"OK push button" twice in a row') as string,
    });
    const inside = step('H', [says('Quick Links Quick Links heading level 2')]);
    expect(failures(transcript([inside]))[0]?.heard).toContain('"quick links" twice in a row');
    const apart = step('H', [says('OK push button'), says('Close'), says('OK push button')]);
    expect(failures(transcript([apart]))).toEqual([]);
  });

  it('finds a sentence read twice in a say-all, but not Orca leaving two lists at once', () => {
    const line = (text: string): SpeechEvent => ({ ...says(text), kind: 'sayAll' });
    const sayAll = step('KP_Add', [
      line('© 2026 Saathi. All rights reserved.'),
      line('About'),
      line('heading level 2'),
      line('leaving list.'),
      line('leaving list.'),
      line('description term'),
      line('heading level 2'),
      line('description term'),
      line('link'),
      line('link'),
      line('© 2026 Saathi. All rights reserved.'),
    ]);
    const [failure, ...rest] = failures(transcript([sayAll]));
    expect(failure).toMatchObject({
      kind: 'read-once',
      heard: expect.stringContaining('"© 2026 Saathi. All rights reserved." read twice') as string,
    });
    // "link" twice in a row is still a repeat; "leaving list." twice is not.
    expect(rest.map((item) => item.heard)).toEqual([
      expect.stringContaining('"link" twice in a row'),
    ]);
  });

  it("spares a link's ending heard alone (Firefox), not the link's words or other sentences", () => {
    const line = (text: string): SpeechEvent => ({ ...says(text), kind: 'sayAll' });
    const ending = '(opens in a new tab)';
    const links = (...names: string[]) =>
      step(
        'KP_Add',
        names.flatMap((name) => [line(name), line('link'), line(ending), line('link')]),
      );
    const spared = { ...transcript([links('YouTube channel', 'Podcast on Spotify')]) };
    expect(failures({ ...spared, linkEndings: [ending] })).toEqual([]);
    // Without the ending named, the same say-all fails: the sparing is this one place.
    expect(failures(spared)[0]?.heard).toContain(`"${ending}" read twice`);
    const twice = transcript([links('YouTube channel', 'YouTube channel')]);
    expect(failures({ ...twice, linkEndings: [ending] })[0]?.heard).toContain(
      '"YouTube channel" read twice',
    );
  });

  it("does not judge a setup step's speech (the browser's address bar as the address is typed)", () => {
    const load = {
      ...step('(load /)', [says('Selection deleted.'), says('Selection deleted.')]),
      setup: true,
    };
    expect(failures(transcript([load]))).toEqual([]);
  });

  it('finds an empty status bar spoken on its own', () => {
    const sayAll = step('KP_Add', [says('Copyright'), says('status bar'), says('Quick Links')]);
    expect(failures(transcript([sayAll]))[0]).toMatchObject({
      kind: 'nothing-empty',
      heard: expect.stringContaining('"status bar" said with nothing in it') as string,
    });
    expect(failures(transcript([step('Tab', [says('Status: sent')])]))).toEqual([]);
  });

  it('ignores short repeats that are not words said twice', () => {
    expect(repeatedRun('Video 1 1 of 6')).toBeNull();
    expect(repeatedRun('Quick Links Quick Links')).toBe('quick links');
    expect(repeatedRun('© 2026 Saathi. © 2026 Saathi.')).toBe('© 2026 saathi');
  });

  it('checks an announcement and reports a journey that stopped early', () => {
    const moved = step('Right', [says('Video 2 of 6: Classroom Clip')], {
      says: 'Video 2 of 6: Classroom Clip',
    });
    const results = checkTranscript(transcript([moved], 'RuntimeError: no Next button'));
    expect(results.map((result) => [result.kind, result.passed])).toEqual([
      ['announced', true],
      ['journey-completed', false],
    ]);
  });

  it('passes a line said alone and fails one said after its dialog again', () => {
    const line = 'On screen: Activity.';
    const alone = step('Down', [says(line)], { saysOnly: line });
    expect(failures(transcript([alone]))).toEqual([]);
    const withContext = step(
      'P',
      [says('Impact in Motion, Video 1 of 6 dialog'), says('figure.'), says(line)],
      { saysOnly: line },
    );
    expect(failures(transcript([withContext]))[0]).toMatchObject({
      kind: 'said-alone',
      heard: expect.stringContaining('it said "impact in motion') as string,
    });
  });

  describe('each text in the voice of its language', () => {
    const saysIn = (text: string, lang?: string): SpeechEvent => ({ ...says(text), lang });
    const hindi = (steps: TranscriptStep[]): Transcript => ({
      ...transcript(steps),
      language: 'hi',
    });

    it("passes Hindi in Hindi, an English name in English, and Orca's role words", () => {
      const heard = step('Tab', [
        saysIn('टेली-मानस को 1 4 4 1 6 पर कॉल करें', 'hi-in'),
        saysIn('link', 'hi-in'),
        saysIn('heading level 2', 'hi-in'),
        saysIn('English', 'en-in'),
        saysIn('NVDA', 'en'),
        saysIn('।', 'hi-in'),
        saysIn('Wrapping to top.'),
      ]);
      expect(failures(hindi([heard]))).toEqual([]);
    });

    it('names an English address left in the Hindi voice, and Hindi in the English one', () => {
      const heard = step('KP_Add', [
        saysIn('hello@example.org', 'hi-in'),
        saysIn('हिन्दी', 'en-in'),
        saysIn('साथी', 'hi-in'),
      ]);
      const found = failures(hindi([heard]));
      expect(found.map((result) => result.kind)).toEqual(['spoken-in-its-language']);
      expect(found[0]?.heard).toContain('"hello@example.org" (in hi-in); "हिन्दी" (in en-in)');
    });

    it("fails a journey whose pages' language never reached the voice", () => {
      const sayAll: SpeechEvent = { ...saysIn('साथी'), kind: 'sayAll' };
      const heard = step('KP_Add', [sayAll, saysIn('link')]);
      const found = failures(hindi([heard]));
      expect(found.map((result) => `${result.kind} ${result.key}`)).toEqual([
        'spoken-in-its-language (journey)',
      ]);
    });

    it('does not ask for a language where Orca 43 gives none (Tab and H, no say-all)', () => {
      const heard = step('Tab', [saysIn('साथी'), saysIn('link')]);
      expect(failures(hindi([heard]))).toEqual([]);
    });

    it('leaves a transcript without a language (made before languages) unjudged', () => {
      const heard = step('Tab', [saysIn('hello@example.org', 'hi-in')]);
      expect(checkTranscript(transcript([heard])).map((result) => result.kind)).toEqual([
        'spoken-in-its-language',
      ]);
    });
  });
});

describe('wordsOf', () => {
  it('compares the words and their order, not the punctuation each voice adds', () => {
    const spoken = ['स्क्रीन पर: ', 'Activity.', ' (गतिविधि)'].join(' ');
    expect(wordsOf(spoken)).toBe(wordsOf('स्क्रीन पर: Activity (गतिविधि)'));
    expect(wordsOf(spoken)).not.toBe(wordsOf('स्क्रीन पर: (गतिविधि) Activity'));
  });
});

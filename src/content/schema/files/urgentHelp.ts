import { dialNumber, figure, group, list, text } from '../check.ts';

/** urgent-help.yaml: the helplines, on every page and after a message is sent. */
export const urgentHelp = {
  heading: text(),
  intro: text(),
  footerHeading: text(),
  footerIntro: text(),
  notForEmergencies: text(),
  seeHelplines: text(),
  afterSending: text(),
  helplines: list(
    group({
      id: text({ expects: 'a short key, such as tele-manas' }),
      name: text(),
      about: text(),
      callLabel: text({ placeholders: ['number'] }),
      numbers: list(group({ label: figure(), dial: dialNumber() })),
    }),
  ),
};

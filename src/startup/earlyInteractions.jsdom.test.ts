import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_STARTING_EVENT,
  EARLY_INTERACTION_ATTRIBUTE,
  replayEarlyInteractions,
  takeEarlyInteractions,
} from './earlyInteractions';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A button and a form as the boot script leaves them when they were used too early. */
function markedPage() {
  document.body.innerHTML = `
    <button type="button" ${EARLY_INTERACTION_ATTRIBUTE}="">Open menu</button>
    <button type="button">Untouched</button>
    <form ${EARLY_INTERACTION_ATTRIBUTE}=""><button type="submit">Submit</button></form>`;
  const [marked, untouched] = document.querySelectorAll('button');
  const form = document.querySelector('form')!;
  const pressed = vi.fn();
  const untouchedPressed = vi.fn();
  const submitted = vi.fn((event: Event) => event.preventDefault());
  marked!.addEventListener('click', pressed);
  untouched!.addEventListener('click', untouchedPressed);
  form.addEventListener('submit', submitted);
  return { pressed, untouchedPressed, submitted, form };
}

describe('early interactions', () => {
  it('tells the boot script to stop, and removes its marks before hydration', () => {
    markedPage();
    const stopped = vi.fn();
    document.addEventListener(APP_STARTING_EVENT, stopped);
    takeEarlyInteractions();
    expect(stopped).toHaveBeenCalledOnce();
    expect(document.querySelectorAll(`[${EARLY_INTERACTION_ATTRIBUTE}]`)).toHaveLength(0);
    document.removeEventListener(APP_STARTING_EVENT, stopped);
  });

  it('presses each marked button and submits each marked form once, after hydration', () => {
    const { pressed, untouchedPressed, submitted } = markedPage();
    takeEarlyInteractions();
    expect(pressed).not.toHaveBeenCalled();
    replayEarlyInteractions();
    expect(pressed).toHaveBeenCalledOnce();
    expect(submitted).toHaveBeenCalledOnce();
    expect(untouchedPressed).not.toHaveBeenCalled();
    // A second render of the page (React's StrictMode, a remount) does nothing more.
    replayEarlyInteractions();
    expect(pressed).toHaveBeenCalledOnce();
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('skips an element that is no longer in the page', () => {
    const { pressed, form, submitted } = markedPage();
    takeEarlyInteractions();
    form.remove();
    replayEarlyInteractions();
    expect(pressed).toHaveBeenCalledOnce();
    expect(submitted).not.toHaveBeenCalled();
  });
});

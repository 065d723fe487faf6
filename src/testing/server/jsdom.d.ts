/**
 * The little of jsdom's API the server tests use to read the pages the service renders (jsdom
 * ships no types, and the components project gets it as its environment, not by import).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

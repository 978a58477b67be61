/**
 * The part of jsdom (a devDependency that ships no types) the French page checks use:
 * a document parsed from HTML, with the DOM types TypeScript already has.
 */
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}

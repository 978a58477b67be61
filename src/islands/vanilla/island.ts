/**
 * Islands without a framework (decision 0019): a page's own script that Astro loads
 * through its island mechanism (`client:*` directives), so that it is fetched when its
 * directive says (after the page has loaded, or on the visitor's first interaction)
 * instead of as a module on the path to the first paint. The page's HTML is complete
 * without it: the island renders nothing and enhances what is already there.
 *
 * Astro asks each renderer whether it renders a component; the React renderer would
 * call a plain function to find out, so these carry a mark ours looks for first.
 */
const mark = Symbol.for("ridgeline.vanilla-island");

/** What runs in the browser when the directive fires: `root` is the island's element. */
export type Start<Props> = (root: HTMLElement, props: Props) => void | Promise<void>;

/** A component for .astro templates: it renders nothing on the server. */
export type VanillaIsland<Props> = ((props: Props) => null) & {
  readonly [mark]: true;
  readonly start: Start<Props>;
};

export function vanillaIsland<Props extends object = object>(
  start: Start<Props>,
): VanillaIsland<Props> {
  return Object.assign((_props: Props) => null, { [mark]: true as const, start });
}

export function isVanillaIsland(value: unknown): value is VanillaIsland<object> {
  return typeof value === "function" && mark in value;
}

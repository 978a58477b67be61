/**
 * Site search in the browser: brings a search panel (src/components/search/
 * search-panel.tsx) to life with Pagefind (decision 0005). Loaded only when the
 * visitor opens search (the header's dialog, by src/scripts/search-launcher.ts) or
 * lands on the results page; Pagefind's script, its WebAssembly and the index
 * chunks a query needs are fetched from /pagefind/ then, not before.
 */
import type { SearchPanelMessages } from "~/components/search/search-panel";
import { fill, pluralForm } from "~/i18n/format";
import { formatNumber, localeOfPath } from "~/i18n/locale";
import {
  isSearchable,
  normalizeQuery,
  resultHref,
  searchSections,
  snippet,
  type SearchSection,
  type WordLocation,
} from "~/lib/search";

/** The part of Pagefind's browser API we use (pagefind.app/docs/api). */
type PagefindResultData = {
  url: string;
  /** The result's text, decoded; the words of `weighted_locations` count in it. */
  content: string;
  weighted_locations: readonly WordLocation[];
  /** The page's elements with an id, where each starts in `content`: its headings among them. */
  anchors?: readonly { element: string; location: number; text?: string }[];
  meta: Readonly<Record<string, string | undefined>>;
  filters?: Readonly<Record<string, readonly string[] | undefined>>;
};
type PagefindSearch = {
  results: readonly { id: string; data: () => Promise<PagefindResultData> }[];
};
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (query: string, options?: SearchOptions) => Promise<void>;
  search: (query: string, options?: SearchOptions) => Promise<PagefindSearch | null>;
};
type SearchOptions = { filters?: Record<string, string> };

/** Where the build writes Pagefind (scripts/search-index.ts). */
const bundlePath = "/pagefind/";

let engine: Promise<Pagefind> | undefined;

/** Pagefind, loaded once per page; a failed load (offline) is tried again next time. */
function pagefind(): Promise<Pagefind> {
  engine ??= (async () => {
    // A URL of the built site, not a module of this bundle: Vite leaves it alone.
    const url = `${bundlePath}pagefind.js`;
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    // On the page's thread: a worker would cost a second copy of Pagefind's script
    // (11 KB) for an index this small (decision 0005).
    // A page's topic (the pages.yaml title of a page that is the site's own page on
    // its subject: src/layouts/document.astro) counts twice its title, so "disaster
    // recovery" finds the service, and "Sage 300 ERP" the product, before the press
    // releases that name them. A long page is held back less than Pagefind's default
    // (0.75): the product and service pages are the long ones, and a newsletter issue
    // of two lines came before them for the words they are about ("payroll").
    await module.options({
      noWorker: true,
      ranking: { pageLength: 0.4, metaWeights: { title: 5, topic: 10 } },
    });
    await module.init();
    return module;
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

const started = new WeakSet<Element>();

/** How many results each place lists. */
const shownIn = { dialog: 6, page: 30 } as const;

function isSection(value: string | null | undefined): value is SearchSection {
  return (searchSections as readonly string[]).includes(value ?? "");
}

function required<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`Search panel: no ${selector}`);
  return element;
}

/**
 * Starts the search panel inside `container` (the dialog, or the results page's
 * main): typing searches, the arrow keys move through the results, Enter opens one.
 * Safe to call again: a panel is started once.
 */
export function startSearch(container: HTMLElement): void {
  const panel = container.querySelector<HTMLElement>("[data-search-panel]");
  if (!panel || started.has(panel)) return;
  started.add(panel);

  const where = panel.dataset.searchPanel === "page" ? "page" : "dialog";
  const locale = localeOfPath(window.location.pathname);
  const t = JSON.parse(panel.dataset.messages ?? "{}") as SearchPanelMessages;
  const form = required<HTMLFormElement>(panel, "[data-search-form]");
  const input = required<HTMLInputElement>(form, "input[name=q]");
  const status = required<HTMLElement>(panel, "[data-search-status]");
  const list = required<HTMLElement>(panel, "[data-search-results]");
  const none = required<HTMLElement>(panel, "[data-search-none]");
  const template = required<HTMLTemplateElement>(panel, "template[data-search-result]");
  const allResults = container.querySelector<HTMLAnchorElement>("[data-search-all]");
  const dialog = container instanceof HTMLDialogElement ? container : null;
  const sectionInputs = [...container.querySelectorAll<HTMLInputElement>("input[name=section]")];

  let options: HTMLAnchorElement[] = [];
  let active = -1;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let slow: ReturnType<typeof setTimeout> | undefined;

  const section = () => {
    const value = sectionInputs.find((option) => option.checked)?.value;
    return isSection(value) ? value : undefined;
  };
  const searchOptions = (): SearchOptions => {
    const chosen = section();
    return chosen ? { filters: { section: chosen } } : {};
  };

  const setActive = (index: number) => {
    active = index;
    options.forEach((option, i) => option.setAttribute("aria-selected", String(i === index)));
    const current = options[index];
    if (current) {
      input.setAttribute("aria-activedescendant", current.id);
      current.scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  };

  const show = (results: readonly PagefindResultData[], count: number, query: string) => {
    options = results.map((result, index) => {
      const option = template.content.firstElementChild!.cloneNode(true) as HTMLAnchorElement;
      const id = `${list.id}-${index}`;
      option.id = id;
      option.href = resultHref(result.url);
      const sectionKey = result.filters?.section?.[0];
      const label = option.querySelector<HTMLElement>("[data-part=section]")!;
      label.id = `${id}-section`;
      label.textContent = isSection(sectionKey) ? t.sections[sectionKey] : "";
      const title = option.querySelector<HTMLElement>("[data-part=title]")!;
      title.id = `${id}-title`;
      title.textContent = result.meta.title ?? option.pathname;
      const excerpt = option.querySelector<HTMLElement>("[data-part=excerpt]")!;
      excerpt.id = `${id}-excerpt`;
      // Text nodes and <mark>s only: nothing of the index is ever parsed as HTML.
      excerpt.replaceChildren(
        ...snippet(
          result.content,
          result.weighted_locations,
          (result.anchors ?? []).flatMap(({ element, location, text }) =>
            /^h[1-6]$/.test(element) && text ? [{ location, text }] : [],
          ),
        ).map((part) => {
          if (!part.marked) return document.createTextNode(part.text);
          const mark = document.createElement("mark");
          mark.textContent = part.text;
          return mark;
        }),
      );
      option.setAttribute("aria-labelledby", `${title.id} ${label.id}`);
      option.setAttribute("aria-describedby", excerpt.id);
      return option;
    });
    list.replaceChildren(...options);
    setActive(-1);
    input.setAttribute("aria-expanded", String(options.length > 0));
    none.hidden = count > 0;
    const counted =
      count === 0
        ? fill(t.noResults, { query })
        : fill(pluralForm(locale, count, t.resultCount), {
            count: formatNumber(count, locale),
            query,
          });
    status.textContent =
      count > results.length
        ? `${counted}. ${fill(t.showingFirst, { shown: results.length })}`
        : counted;
  };

  const clear = (message: string) => {
    latest += 1;
    clearTimeout(slow);
    options = [];
    list.replaceChildren();
    setActive(-1);
    input.setAttribute("aria-expanded", "false");
    none.hidden = true;
    status.textContent = message;
  };

  const run = async (query: string) => {
    const mine = ++latest;
    clearTimeout(slow);
    // Said only if the answer takes a while: a status read on every key is noise.
    slow = setTimeout(() => {
      if (mine === latest) status.textContent = t.searching;
    }, 400);
    try {
      const found = await (await pagefind()).search(query, searchOptions());
      if (!found || mine !== latest) return;
      const results = await Promise.all(
        found.results.slice(0, shownIn[where]).map((result) => result.data()),
      );
      if (mine !== latest) return;
      clearTimeout(slow);
      show(results, found.results.length, query);
    } catch {
      if (mine !== latest) return;
      clear(t.unavailable);
    }
  };

  /** The results page keeps its address in step, so it can be shared or reloaded. */
  const remember = (query: string) => {
    const params = new URLSearchParams();
    if (query) params.set("q", query);
    const chosen = section();
    if (chosen) params.set("section", chosen);
    const search = params.toString();
    if (where === "page") {
      history.replaceState(history.state, "", `${location.pathname}${search ? `?${search}` : ""}`);
    } else if (allResults) {
      allResults.search = search;
    }
  };

  const update = (now = false) => {
    clearTimeout(timer);
    const query = normalizeQuery(input.value);
    remember(query);
    if (!isSearchable(query)) {
      clear(query ? t.keepTyping : "");
      return;
    }
    if (now) {
      void run(query);
      return;
    }
    // Fetch the index chunk for these letters while the visitor is still typing.
    void pagefind()
      .then((engine) => engine.preload(query, searchOptions()))
      .catch(() => {});
    timer = setTimeout(() => void run(query), 150);
  };

  input.addEventListener("input", () => update());
  for (const option of sectionInputs) option.addEventListener("change", () => update(true));

  input.addEventListener("keydown", (event) => {
    if (event.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        const next = active + step;
        setActive(next < 0 ? options.length - 1 : next >= options.length ? 0 : next);
        return;
      }
      case "Enter": {
        const chosen = options[active];
        if (chosen) {
          event.preventDefault();
          chosen.click();
        } else if (where === "page" || !isSearchable(normalizeQuery(input.value))) {
          // The results page lists as you type; a too-short query is not sent.
          event.preventDefault();
          update(true);
        }
        // In the dialog, Enter with no result chosen opens the results page (the form).
        return;
      }
      case "Escape":
        if (dialog) {
          // Otherwise a search field's Escape only empties it.
          event.preventDefault();
          dialog.close();
        }
        return;
    }
  });
  // A result left active by the keyboard follows the pointer instead.
  list.addEventListener("pointermove", (event) => {
    const option = (event.target as Element).closest?.<HTMLAnchorElement>("[role=option]");
    const index = option ? options.indexOf(option) : -1;
    if (index !== -1 && index !== active) setActive(index);
  });

  // The dialog's Close button and backdrop are the launcher's (./search-launcher.ts):
  // they must work before this script has arrived.
  if (!dialog) {
    // The results page: what the address asks for, at once.
    const params = new URLSearchParams(location.search);
    const asked = params.get("section");
    const option = sectionInputs.find((candidate) => candidate.value === asked);
    if (option) option.checked = true;
    // A shared link's query; else what the visitor typed while this script loaded.
    const shared = params.get("q");
    if (shared !== null) input.value = normalizeQuery(shared);
    form.addEventListener("submit", (event) => event.preventDefault());
  }

  // Words typed while this script was loading are in the field already.
  void pagefind().catch(() => {});
  update(true);
}

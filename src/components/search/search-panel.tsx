import { navigation } from "~/content/navigation";
import { useLocale, useMessages } from "~/i18n/react";
import type { CanonicalPath } from "~/lib/route-table";
import { useHref, usePage } from "~/i18n/links";
import type { Messages } from "~/i18n/messages";
import { longestQuery } from "~/lib/search";
import { cn } from "~/lib/cn";
import { SearchField } from "~/components/ui/search-field";

/** The strings the search script shows, given to it with the panel (no dictionary in the script). */
export type SearchPanelMessages = Pick<
  Messages["search"],
  | "keepTyping"
  | "searching"
  | "resultCount"
  | "showingFirst"
  | "noResults"
  | "unavailable"
  | "sections"
>;

/**
 * The search box, its live status, the results list and what is offered when nothing
 * matches: static HTML, which src/scripts/search.ts brings to life when the visitor
 * opens search (the header's dialog) or lands on the results page. The field is a
 * combobox: the arrow keys move through the results while the focus stays in it.
 */
export function SearchPanel({
  idPrefix,
  variant,
  filters,
}: {
  idPrefix: string;
  variant: "dialog" | "page";
  /** Shown under the field (the results page's section filter). */
  filters?: React.ReactNode;
}) {
  const t = useMessages("search");
  const href = useHref();
  const ids = {
    input: `${idPrefix}-input`,
    hint: `${idPrefix}-hint`,
    list: `${idPrefix}-results`,
  };
  const messages: SearchPanelMessages = {
    keepTyping: t.keepTyping,
    searching: t.searching,
    resultCount: t.resultCount,
    showingFirst: t.showingFirst,
    noResults: t.noResults,
    unavailable: t.unavailable,
    sections: t.sections,
  };
  return (
    <div data-search-panel={variant} data-messages={JSON.stringify(messages)}>
      <form action={href("/search")} method="get" data-search-form="">
        <label
          htmlFor={ids.input}
          className={cn(
            "block font-semibold text-navy-900",
            variant === "dialog" ? "sr-only" : "mb-2",
          )}
        >
          {t.fieldLabel}
        </label>
        <SearchField
          id={ids.input}
          // Text, not type=search: HTML allows the combobox role on the one, not the other.
          type="text"
          inputMode="search"
          name="q"
          role="combobox"
          aria-expanded="false"
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-describedby={ids.hint}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={longestQuery}
          placeholder={t.placeholder}
        />
      </form>
      {filters}
      <p id={ids.hint} className="mt-2 text-sm text-muted max-sm:sr-only">
        {variant === "dialog" ? t.keyboardHint : t.keyboardHintPage}
      </p>
      <p
        role="status"
        data-search-status=""
        className="mt-4 text-sm font-medium text-muted empty:hidden"
      />
      <div
        id={ids.list}
        role="listbox"
        aria-label={t.results}
        data-search-results=""
        className="mt-3 grid gap-2 empty:hidden"
      />
      <MostVisited />
      {/* One result, cloned for each by the script (its text set as text, never as HTML). */}
      <template data-search-result="">
        <a
          // Each result's own address replaces this one.
          href={href("/search")}
          role="option"
          aria-selected="false"
          tabIndex={-1}
          className="block rounded-card border border-line bg-white px-4 py-3 text-ink no-underline hover:border-brand-200 hover:bg-brand-50 aria-selected:border-brand-600 aria-selected:bg-brand-50"
        >
          <span
            data-part="section"
            className="block text-xs font-semibold tracking-[0.08em] text-brand-700 uppercase"
          />
          <span data-part="title" className="mt-0.5 block font-semibold text-navy-900" />
          <span
            data-part="excerpt"
            className="mt-1 block text-sm text-muted [&_mark]:rounded-sm [&_mark]:bg-accent-300/60 [&_mark]:box-decoration-clone [&_mark]:px-0.5 [&_mark]:text-ink"
          />
        </a>
      </template>
    </div>
  );
}

/** What nothing-found offers: the three most visited pages. */
function MostVisited() {
  const t = useMessages("search");
  const href = useHref();
  const { mostVisited } = navigation[useLocale()];
  return (
    <div data-search-none="" hidden className="mt-3">
      <p className="text-muted">{t.noResultsHelp}</p>
      <ul className="mt-3 grid gap-2">
        {mostVisited.map((path) => (
          <MostVisitedLink key={path} path={path} href={href(path)} />
        ))}
      </ul>
    </div>
  );
}

function MostVisitedLink({ path, href }: { path: CanonicalPath; href: string }) {
  const page = usePage(path);
  return (
    <li>
      <a
        href={href}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {page.heading}
      </a>
    </li>
  );
}

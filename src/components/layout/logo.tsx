import { cn } from "~/lib/cn";
import { site } from "~/content/site";

/**
 * Our own wordmark: a ridge line over the company name. Decorative SVG plus real text,
 * none of it under 12px. `fitNarrow` (the header, where Search, Contact Us and the
 * menu button share the bar) sets it smaller below 400px and leaves to screen readers
 * (the home link is named in full) what does not fit beside "Nous joindre": the
 * second line below 480px, the name too below 375px, where the ridge mark stands alone;
 * and the second line again from 891px, where the menus join the bar, to 1023px.
 */
export function Logo({
  inverse = false,
  fitNarrow = false,
}: {
  inverse?: boolean;
  fitNarrow?: boolean;
}) {
  // The short name on the first line, the rest of the company's name on the second.
  const rest = site.name.startsWith(site.shortName)
    ? site.name.slice(site.shortName.length).trim()
    : "";
  return (
    <span className={cn("inline-flex items-center gap-2.5", fitNarrow && "max-[25rem]:gap-2")}>
      <svg
        aria-hidden="true"
        viewBox="0 0 40 40"
        width="40"
        height="40"
        className={cn("shrink-0", fitNarrow && "max-[25rem]:size-8")}
      >
        <rect width="40" height="40" rx="9" className={inverse ? "fill-white" : "fill-navy-900"} />
        <path
          d="M6 28 L15 16 L21 23 L26 17 L34 28"
          fill="none"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={inverse ? "stroke-navy-900" : "stroke-white"}
        />
        <circle cx="29" cy="11" r="3" className="fill-accent-400" />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            "text-lg font-bold tracking-tight",
            inverse ? "text-white" : "text-navy-900",
            fitNarrow && "max-[25rem]:text-base max-[23.4375rem]:sr-only",
          )}
        >
          {site.shortName}
        </span>
        {rest && (
          <>
            {" "}
            <span
              className={cn(
                "mt-1 text-[0.75rem] font-medium tracking-[0.1em] whitespace-nowrap uppercase",
                inverse ? "text-navy-100" : "text-muted",
                fitNarrow && "max-[30rem]:sr-only nav:max-lg:sr-only",
              )}
            >
              {rest}
            </span>
          </>
        )}
      </span>
    </span>
  );
}

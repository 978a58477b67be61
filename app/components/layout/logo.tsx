import { site } from "~content/site";

/** Our own wordmark: a ridge line over the company name. Decorative SVG plus real text. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 40 40" width="40" height="40" className="shrink-0">
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
          className={
            inverse
              ? "text-lg font-bold tracking-tight text-white"
              : "text-lg font-bold tracking-tight text-navy-900"
          }
        >
          {site.shortName}
        </span>{" "}
        <span
          className={
            inverse
              ? "mt-1 text-[0.6875rem] font-medium tracking-[0.14em] whitespace-nowrap text-navy-100 uppercase"
              : "mt-1 text-[0.6875rem] font-medium tracking-[0.14em] whitespace-nowrap text-muted uppercase"
          }
        >
          Business Systems
        </span>
      </span>
    </span>
  );
}

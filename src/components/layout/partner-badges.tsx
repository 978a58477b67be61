import type { Locale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/react";

/**
 * Two partner badges, drawn as our own SVGs (no vendor artwork; their wording is the
 * program's, in the page's language: "Sage Partner" is Sage's programme, so the
 * French badge keeps the word Sage). Drawn at their own size, one unit a pixel, so
 * that 12-unit lettering shows at 12px: the smallest text the site allows.
 */
const words = {
  en: {
    certifiedBadge: { line1: "CERTIFIED", lines: ["Sage", "Partner"] },
    hostingBadge: { line1: "CLOUD", lines: ["Hosting", "Partner"] },
  },
  fr: {
    certifiedBadge: { line1: "PARTENAIRE", lines: ["Sage", "certifié"] },
    hostingBadge: { line1: "PARTENAIRE", lines: ["d’hébergement", "infonuagique"] },
  },
} as const satisfies Record<
  Locale,
  Record<"certifiedBadge" | "hostingBadge", { line1: string; lines: readonly [string, string] }>
>;

const badges = [
  { title: "certifiedBadge", ring: "fill-accent-400" },
  { title: "hostingBadge", ring: "fill-brand-500" },
] as const;

export function PartnerBadges() {
  const t = useMessages("layout");
  const locale = useLocale();
  return (
    <ul className="mt-5 flex flex-wrap gap-4">
      {badges.map((badge) => (
        <li key={badge.title}>
          <svg role="img" viewBox="0 0 120 120" width="120" height="120">
            <title>{t[badge.title]}</title>
            <circle cx="60" cy="60" r="59" className={badge.ring} />
            <circle cx="60" cy="60" r="53" className="fill-navy-900" />
            <text
              x="60"
              y="42"
              textAnchor="middle"
              className="fill-white text-[12px] font-bold tracking-wider"
            >
              {words[locale][badge.title].line1}
            </text>
            <path
              d="M38 62 L50 49 L59 58 L67 51 L82 62"
              className="fill-none stroke-white"
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            {words[locale][badge.title].lines.map((line, i) => (
              <text
                key={line}
                x="60"
                y={80 + i * 14}
                textAnchor="middle"
                className="fill-white text-[12px] font-medium"
              >
                {line}
              </text>
            ))}
          </svg>
        </li>
      ))}
    </ul>
  );
}

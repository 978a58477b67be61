import { useMessages } from "~/i18n/react";

/**
 * Two partner badges, drawn as our own SVGs (no vendor artwork; their wording is the
 * program's, in the page's language: "Sage Partner" is Sage's programme, so the
 * French badge keeps the word Sage). Drawn at their own size, one unit a pixel, so
 * that 12-unit lettering shows at 12px: the smallest text the site allows.
 */
const badges = [
  { title: "certifiedBadge", ring: "fill-accent-400" },
  { title: "hostingBadge", ring: "fill-brand-500" },
] as const;

export function PartnerBadges() {
  const t = useMessages("layout");
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
              {t.badgeWords[badge.title].top}
            </text>
            <path
              d="M38 62 L50 49 L59 58 L67 51 L82 62"
              className="fill-none stroke-white"
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            {[t.badgeWords[badge.title].middle, t.badgeWords[badge.title].bottom].map((line, i) => (
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

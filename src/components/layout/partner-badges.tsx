import { useMessages } from "~/i18n/react";

/** Two partner badges, drawn as our own SVGs (no vendor artwork; their wording is the program's). */
const badges = [
  {
    title: "certifiedBadge",
    line1: "CERTIFIED",
    line2: "Sage Partner",
    ring: "fill-accent-400",
  },
  {
    title: "hostingBadge",
    line1: "CLOUD",
    line2: "Hosting Partner",
    ring: "fill-brand-500",
  },
] as const;

export function PartnerBadges() {
  const t = useMessages("layout");
  return (
    <ul className="mt-5 flex flex-wrap gap-4">
      {badges.map((badge) => (
        <li key={badge.title}>
          <svg role="img" viewBox="0 0 120 120" width="104" height="104">
            <title>{t[badge.title]}</title>
            <circle cx="60" cy="60" r="58" className={badge.ring} />
            <circle cx="60" cy="60" r="50" className="fill-navy-900" />
            <path
              d="M30 70 L48 50 L60 62 L70 52 L90 70"
              className="fill-none stroke-white"
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <text
              x="60"
              y="40"
              textAnchor="middle"
              className="fill-white text-[11px] font-bold tracking-widest"
            >
              {badge.line1}
            </text>
            <text x="60" y="88" textAnchor="middle" className="fill-white text-[10px] font-medium">
              {badge.line2}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}

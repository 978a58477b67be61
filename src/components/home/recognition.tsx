import { BadgeRow } from "~/components/sections/badge-row";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Container } from "~/components/ui/container";
import type { HomePage } from "~/content/home";
import { useHref } from "~/i18n/links";

/**
 * Four awards (the newest) and the two partner badges make full rows: one of six on wide
 * screens, rows of two on phones, with no badge left alone on a row.
 */
const shownAwards = 4;

/** The award logos and the partner badges, under what they stand for; the whole list a link away. */
export function Recognition({
  recognition,
  awards,
  partners,
}: {
  recognition: HomePage["recognition"];
  awards: HomePage["awards"];
  partners: HomePage["partners"];
}) {
  const href = useHref();
  return (
    <section aria-labelledby="recognition-heading" className="section">
      <Container className="flex flex-col items-center text-center">
        <h2 id="recognition-heading" className="text-h2">
          {recognition.heading}
        </h2>
        <p className="mt-4 max-w-measure text-muted">{recognition.text}</p>
        <ArrowLink href={href(recognition.link.to)} className="mt-2">
          {recognition.link.label}
        </ArrowLink>
        <div className="mt-10 flex flex-wrap items-start justify-center gap-x-12 gap-y-6">
          <BadgeRow badges={awards.slice(0, shownAwards)} size={96} />
          <BadgeRow badges={partners} size={96} />
        </div>
      </Container>
    </section>
  );
}

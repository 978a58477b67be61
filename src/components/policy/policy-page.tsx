import type { PolicyPage } from "~/content/schemas/policy-page";
import { PageHero } from "~/components/page-hero";
import { SectionNav } from "~/components/software/section-nav";
import { slugify } from "~/components/software/section";
import { Container } from "~/components/ui/container";
import { formatDate } from "~/i18n/locale";
import { useLocale } from "~/i18n/react";
import { PolicyText } from "./policy-text";

/**
 * The privacy policy and the accessibility statement: the heading and lead, the date
 * of the last change, then the sections in reading order beside a column that lists
 * them and says whom to write to. From 1024px, on a screen tall enough, that column
 * stays in view while the sections scroll; below 1024px it comes first, so that the way
 * to reach us is near the top.
 */
export function PolicyPageBody({ heading, page }: { heading: string; page: PolicyPage }) {
  const locale = useLocale();
  const sections = page.sections.map((section) => ({ ...section, id: slugify(section.heading) }));
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        heading={heading}
        lead={page.lead}
        actions={
          <p className="text-sm text-muted">
            {page.updated.label}{" "}
            <time dateTime={page.updated.date}>{formatDate(page.updated.date, locale)}</time>
          </p>
        }
      />
      <Container className="grid gap-12 py-14 md:py-20 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-16">
        {/* Sticky only on screens tall enough to show the whole column: a taller one
            would hide the card's end until the page's end. */}
        <div className="flex flex-col gap-8 lg:top-[calc(var(--spacing-header)+2rem)] lg:col-start-2 lg:row-start-1 lg:self-start lg:[@media(min-height:56rem)]:sticky">
          <SectionNav sections={sections} />
          <aside
            aria-labelledby="policy-contact"
            className="rounded-card border border-line bg-surface p-6"
          >
            <h2 id="policy-contact" className="text-h4">
              {page.contact.heading}
            </h2>
            <p className="mt-3 text-sm text-ink">
              <PolicyText segments={page.contact.text} />
            </p>
          </aside>
        </div>
        <div className="flex flex-col gap-12 lg:col-start-1 lg:row-start-1">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-h2">
                {section.heading}
              </h2>
              <div className="mt-4 flex max-w-measure flex-col gap-4">
                {section.paragraphs.map((paragraph, i) => (
                  <p key={i}>
                    <PolicyText segments={paragraph} />
                  </p>
                ))}
                {section.items ? (
                  <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-brand-600">
                    {section.items.map((item, i) => (
                      <li key={i}>
                        <PolicyText segments={item} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {section.after?.map((paragraph, i) => (
                  <p key={i}>
                    <PolicyText segments={paragraph} />
                  </p>
                ))}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}

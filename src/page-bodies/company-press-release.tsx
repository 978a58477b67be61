import { ArrowLeft, Mail, Phone } from "lucide-react";
import { formatDate, type Locale } from "~/i18n/locale";
import { phoneText } from "~/i18n/postal";
import { useLocale, useMessages } from "~/i18n/react";
import { newsArticleJsonLd } from "~/components/company/json-ld";
import { Container } from "~/components/ui/container";
import { PhoneLink } from "~/components/ui/phone-link";
import { pressReleaseFeedLink } from "~/content/feeds";
import {
  dateline,
  loadPressReleases,
  pressPage,
  relatedReleases,
  releaseDescription,
  splitFirstParagraph,
} from "~/content/press-releases";
import { site, siteAddress } from "~/content/site";
import { cn, dividedItem } from "~/lib/cn";
import { mediaUrl } from "~/lib/media";
import { pageIn } from "~/content/pages";
import { breadcrumbJsonLd, seo } from "~/lib/seo";

/**
 * A press release's own page, at the address its urlSlug gives in each language
 * (/company/press-releases/<date>-<urlSlug>), found by its file name. It reads as a
 * press release: a dateline opens the body, the company's boilerplate closes it, and a
 * side column (below the body on a phone) gives the date, the media contact and the
 * releases nearest in date.
 */

export async function load(locale: Locale, file: string) {
  const releases = await loadPressReleases(locale);
  const release = releases.find((r) => r.slug === file);
  if (!release) throw new Error(`No press release ${file}`);
  const words = pressPage(locale);
  const dateLabel = formatDate(release.date, locale);
  const { mediaContact } = words;
  return {
    slug: file,
    path: release.path,
    paths: release.paths,
    heading: release.heading,
    date: release.date,
    dateLabel,
    dateline: dateline(words.dateline, release.city ?? siteAddress(locale).city, dateLabel),
    image: release.image,
    imageAlt: release.imageAlt,
    body: splitFirstParagraph(release.html),
    description: releaseDescription(release.html),
    boilerplate: words.boilerplate,
    contact: {
      heading: mediaContact.heading,
      name: mediaContact.name,
      role: mediaContact.role,
      phone: site.phones[mediaContact.phone],
      email: site.emails[mediaContact.email],
    },
    relatedHeading: words.related,
    // Shown newest first, as the list is.
    related: relatedReleases(releases, file)
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((r) => ({
        slug: r.slug,
        heading: r.heading,
        path: r.path,
        date: r.date,
        dateLabel: formatDate(r.date, locale),
      })),
  };
}

export type PageData = Awaited<ReturnType<typeof load>>;

export function head(locale: Locale, data: PageData) {
  const { path } = data;
  const tags = seo({
    title: data.heading,
    description: data.description,
    locale,
    path,
    alternates: data.paths,
    jsonLd: [
      { "@context": "https://schema.org", ...newsArticleJsonLd(data, locale) },
      breadcrumbJsonLd("/company/press-releases", locale, { name: data.heading, path })!,
    ],
  });
  return [...tags, pressReleaseFeedLink(locale)];
}

/** Links in a release's own words. */
const prose =
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_ul]:list-disc";

const asideHeading = "text-sm font-semibold tracking-[0.12em] text-muted uppercase";

function Body({ data }: { data: PageData }) {
  const t = useMessages("press");
  const list = pageIn("/company/press-releases", useLocale());
  const { body, contact } = data;
  const backLink = (
    <a
      data-pagefind-ignore=""
      href={`${list.path}#${data.slug}`}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t.allReleases}
    </a>
  );
  return (
    <article aria-labelledby="release-title">
      <header className="border-b border-line bg-linear-to-b from-surface to-white">
        <Container className="py-10 md:py-14">
          {backLink}
          <p
            data-pagefind-ignore=""
            className="mt-4 text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase"
          >
            {t.eyebrow}
          </p>
          <h1 id="release-title" className="mt-3 max-w-4xl text-h1 text-balance">
            {data.heading}
          </h1>
        </Container>
      </header>
      <Container className="py-10 md:py-14 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-x-16 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="max-w-measure text-lead text-ink">
          {data.image ? (
            <img
              src={mediaUrl(data.image)}
              alt={data.imageAlt ?? ""}
              width={800}
              height={450}
              fetchPriority="high"
              className="mb-10 aspect-video w-full rounded-card bg-surface-2 object-cover"
            />
          ) : null}
          <div className={`flex flex-col gap-5 ${prose}`}>
            {body.before ? <div dangerouslySetInnerHTML={{ __html: body.before }} /> : null}
            <p>
              <strong className="font-semibold text-navy-900">
                {data.dateline.before}
                <span className="uppercase">{data.dateline.city}</span>
                {data.dateline.after}
              </strong>{" "}
              <span dangerouslySetInnerHTML={{ __html: body.first }} />
            </p>
            {body.rest ? (
              <div
                className="flex flex-col gap-5"
                dangerouslySetInnerHTML={{ __html: body.rest }}
              />
            ) : null}
          </div>
          {/* The same words on every release: not what a search for one should match. */}
          <section
            data-pagefind-ignore=""
            aria-labelledby="release-about"
            className="mt-12 border-t border-line pt-8 text-base text-muted"
          >
            <h2 id="release-about" className="text-h4 text-navy-900">
              {data.boilerplate.heading}
            </h2>
            <p className="mt-3 max-w-measure">{data.boilerplate.text}</p>
          </section>
        </div>
        <aside
          data-pagefind-ignore=""
          className="mt-12 flex flex-col gap-8 border-t border-line pt-8 md:grid md:grid-cols-2 md:gap-x-12 lg:mt-0 lg:flex lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8"
        >
          {/* On a phone the dateline, just above, already gives the date. */}
          <div className="hidden lg:block">
            <p className={asideHeading}>{t.published}</p>
            <p className="mt-2 font-medium text-navy-900">
              <time dateTime={data.date}>{data.dateLabel}</time>
            </p>
          </div>
          <section aria-labelledby="release-contact">
            <h2 id="release-contact" className={asideHeading}>
              {contact.heading}
            </h2>
            <div className="mt-2 flex flex-col gap-1">
              {contact.name ? <p className="font-medium text-navy-900">{contact.name}</p> : null}
              <p className={contact.name ? "text-sm text-muted" : "font-medium text-navy-900"}>
                {contact.role}
              </p>
              <PhoneLink
                phone={contact.phone}
                className="mt-1 inline-flex min-h-11 w-fit items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <PhoneText display={contact.phone.display} />
              </PhoneLink>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex min-h-11 w-fit items-center gap-2 font-medium break-all text-brand-700 underline-offset-4 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {contact.email}
              </a>
            </div>
          </section>
          {data.related.length > 0 ? (
            <nav aria-labelledby="release-related">
              <h2 id="release-related" className={asideHeading}>
                {data.relatedHeading}
              </h2>
              <ul className="mt-2 flex flex-col">
                {data.related.map((r) => (
                  <li key={r.slug} className={cn(dividedItem, "py-3 first:pt-1")}>
                    <a href={r.path} className="group flex flex-col gap-1 underline-offset-4">
                      <span className="text-sm text-muted">
                        <time dateTime={r.date}>{r.dateLabel}</time>
                      </span>
                      <span className="font-medium text-navy-900 group-hover:text-brand-700 group-hover:underline">
                        {r.heading}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </aside>
        <p className="mt-10 lg:col-span-2">{backLink}</p>
      </Container>
    </article>
  );
}

/** The number as the page's language writes it, unbroken. */
function PhoneText({ display }: { display: string }) {
  return <span className="whitespace-nowrap">{phoneText(display, useLocale())}</span>;
}

export default Body;

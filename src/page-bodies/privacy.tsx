import { PolicyPageBody } from "~/components/policy/policy-page";
import { entryIn } from "~/content/entries";
import type { Locale } from "~/i18n/locale";
import { usePage } from "~/i18n/links";
import { pageMeta } from "~/lib/seo";

/** The privacy policy: content/<language>/privacy.yaml, its details from content/site.yaml. */
export const load = (locale: Locale) => entryIn("privacy", locale);

export type PageData = Awaited<ReturnType<typeof load>>;

export const head = (locale: Locale) => pageMeta("/privacy", locale);

function Body({ data }: { data: PageData }) {
  return <PolicyPageBody heading={usePage("/privacy").heading} page={data} />;
}

export default Body;

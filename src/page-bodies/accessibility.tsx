import { PolicyPageBody } from "~/components/policy/policy-page";
import { entryIn } from "~/content/entries";
import type { Locale } from "~/i18n/locale";
import { usePage } from "~/i18n/links";
import { pageMeta } from "~/lib/seo";

/** The accessibility statement: content/<language>/accessibility.yaml. */
export const load = (locale: Locale) => entryIn("accessibility", locale);

export type PageData = Awaited<ReturnType<typeof load>>;

export const head = (locale: Locale) => pageMeta("/accessibility", locale);

function Body({ data }: { data: PageData }) {
  return <PolicyPageBody heading={usePage("/accessibility").heading} page={data} />;
}

export default Body;

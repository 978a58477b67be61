/**
 * The content collections: every page's words and lists under content/en/ and
 * content/fr/, read by Astro's glob loader and checked by our schemas
 * (src/content/schemas/). A mistake stops the build naming the file and the field in
 * an editor's words (src/content/read.ts), and so does a file that one language has
 * and the other lacks. Site facts, menus and page titles are read apart, before
 * these (src/content/site.ts, navigation.ts, pages.ts): the schemas need the facts.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import type { z } from "zod";
import { ContentError, edited } from "~/content/read";
import { parityProblems } from "~/content/parity";
import { aboutFileSchema } from "~/content/schemas/about";
import { awardsFileSchema } from "~/content/schemas/awards";
import { contactSchema } from "~/content/schemas/contact";
import { homeSchema } from "~/content/schemas/home";
import { newslettersSchema } from "~/content/schemas/newsletters";
import { officesFileSchema } from "~/content/schemas/offices";
import { accessibilityStatementSchema, privacyPolicySchema } from "~/content/schemas/policy-page";
import { pressReleaseSchema } from "~/content/schemas/press-releases";
import { serviceSchema } from "~/content/schemas/services";
import { productSchema, softwareOverviewSchema } from "~/content/schemas/software";
import { successStoriesFileSchema } from "~/content/schemas/success-stories";
import { supportDeskSchema } from "~/content/schemas/support-desk";
import { testimonialsFileSchema } from "~/content/schemas/testimonials";
import { trainingVideosSchema } from "~/content/schemas/training-videos";

const problems = parityProblems("content");
if (problems.length > 0) throw new ContentError(problems.join("\n\n"));

/**
 * Files matching `pattern` under content/ in both languages, each entry named by its
 * path without the extension: "en/about", "fr/software/sage300".
 */
function collection<S extends z.ZodType>(pattern: string, schema: S) {
  return defineCollection({
    loader: glob({
      pattern: [`{en,fr}/${pattern}`, "!**/README.md"],
      base: "./content",
      generateId: ({ entry }) => entry.replace(/\.(ya?ml|md)$/, ""),
    }),
    schema: edited(schema),
  });
}

export const collections = {
  home: collection("home.yaml", homeSchema),
  contact: collection("contact.yaml", contactSchema),
  about: collection("about.yaml", aboutFileSchema),
  offices: collection("offices.yaml", officesFileSchema),
  testimonials: collection("testimonials.yaml", testimonialsFileSchema),
  successStories: collection("success-stories.yaml", successStoriesFileSchema),
  awards: collection("awards.yaml", awardsFileSchema),
  supportDesk: collection("support-desk.yaml", supportDeskSchema),
  newsletters: collection("newsletters.yaml", newslettersSchema),
  trainingVideos: collection("training-videos.yaml", trainingVideosSchema),
  softwareOverview: collection("software/overview.yaml", softwareOverviewSchema),
  products: collection("software/!(overview).yaml", productSchema),
  services: collection("services/*.yaml", serviceSchema),
  pressReleases: collection("press-releases/*.md", pressReleaseSchema),
  privacy: collection("privacy.yaml", privacyPolicySchema),
  accessibility: collection("accessibility.yaml", accessibilityStatementSchema),
};

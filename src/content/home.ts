import type { Locale } from "~/i18n/locale";
import { withPictures } from "~/lib/responsive-image";
import { entryIn } from "./entries";
import { ContentError } from "./read";
import { awardLogos } from "./schemas/awards";
import type { HomeContent } from "./schemas/home";
import { loadSuccessStories, type SuccessStoriesPage } from "./success-stories";

/** The story home.yaml names, from success-stories.yaml; a name no story has is a content error. */
export function featuredStory(
  home: HomeContent,
  stories: SuccessStoriesPage["stories"],
  file = "content/en/home.yaml",
) {
  const story = stories.find((s) => s.id === home.story.id);
  if (!story) {
    throw new ContentError(
      `${file} is not valid:\n  story.id: no story has the id ${home.story.id} in success-stories.yaml (one of: ${stories.map((s) => s.id).join(", ")})`,
    );
  }
  return { ...home.story, ...story };
}

/**
 * content/<language>/home.yaml, its featured story taken from success-stories.yaml by
 * id (so that the story and its figures are written once), and the award logos and
 * partner badges that the awards and about pages show.
 */
export async function loadHome(locale: Locale) {
  const home = await entryIn("home", locale);
  const { stories } = await loadSuccessStories(locale);
  return {
    ...home,
    story: featuredStory(home, stories, `content/${locale}/home.yaml`),
    awards: await withPictures(awardLogos(await entryIn("awards", locale))),
    partners: await withPictures((await entryIn("about", locale)).recognition.badges),
  };
}

export type HomePage = Awaited<ReturnType<typeof loadHome>>;

import path from "node:path";
import type { Locale } from "~/i18n/locale";
import { loadAbout } from "./about.server";
import { awardLogos, loadAwards } from "./awards.server";
import { ContentError, contentFile, contentRoot, loadYaml } from "./load.server";
import { homeSchema, type HomeContent } from "./schemas/home";
import { loadSuccessStories, type SuccessStoriesPage } from "./success-stories.server";

/** The story home.yaml names, from success-stories.yaml; a name no story has is a content error. */
export function featuredStory(
  home: HomeContent,
  stories: SuccessStoriesPage["stories"],
  file = "home.yaml",
) {
  const story = stories.find((s) => s.id === home.story.id);
  if (!story) {
    throw new ContentError(
      `${path.relative(process.cwd(), path.join(contentRoot, file))} is not valid:\n  story.id: no story has the id ${home.story.id} in success-stories.yaml (one of: ${stories.map((s) => s.id).join(", ")})`,
    );
  }
  return { ...home.story, ...story };
}

/**
 * content/home.yaml, its featured story taken from success-stories.yaml by id (so that
 * the story and its figures are written once), and the award logos and partner badges
 * that the awards and about pages show.
 */
export function loadHome(locale: Locale = "en", file = contentFile(locale, "home.yaml")) {
  const home = loadYaml(file, homeSchema);
  return {
    ...home,
    story: featuredStory(home, loadSuccessStories(locale).stories, file),
    awards: awardLogos(loadAwards(locale)),
    partners: loadAbout(locale).recognition.badges,
  };
}

export type HomePage = ReturnType<typeof loadHome>;

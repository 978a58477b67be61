import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Localized } from "~/i18n/localized";
import type { Locale } from "~/i18n/locale";
import { dictionaries } from "~/i18n/messages";
import { VideoFacade } from "./video-facade";

const facade = (page: Locale, language: Locale) =>
  renderToStaticMarkup(
    <Localized locale={page}>
      <VideoFacade
        videoId="q8Vx3LmT2dA"
        title="Title"
        poster={{ src: "/media/poster.webp", width: 1280, height: 720 }}
        language={language}
      />
    </Localized>,
  );

describe("a video's language", () => {
  it("is said where it plays, before and after play, when it is not the page's", () => {
    const said = dictionaries.fr.media.spokenIn.en;
    expect(facade("fr", "en").split(said)).toHaveLength(3);
    expect(dictionaries.en.media.spokenIn.fr).not.toBe("");
    expect(facade("en", "fr")).toContain(dictionaries.en.media.spokenIn.fr);
  });

  it("goes unsaid when the video speaks the page's language", () => {
    for (const locale of ["en", "fr"] as const) {
      const html = facade(locale, locale);
      for (const words of Object.values(dictionaries[locale].media.spokenIn)) {
        expect(html).not.toContain(words);
      }
    }
  });
});

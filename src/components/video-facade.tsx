import { Play } from "lucide-react";
import type { Locale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/react";
import { cn } from "~/lib/cn";

export type VideoPoster = {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
};

type VideoFacadeProps = {
  /** The provider's 11-character video id. */
  videoId: string;
  title: string;
  /** Our own poster from the media host: nothing is fetched from the provider before play. */
  poster: VideoPoster;
  /** The language the video speaks: said under its title when it is not the page's. */
  language: Locale;
  className?: string;
};

/**
 * A click-to-load video: a link with our poster, the title and a play icon, which
 * opens the video on the provider's site. The page's play script (src/scripts/play.ts,
 * included by the page entry through src/components/enhance/media-links.astro) turns
 * a plain click, Enter or Space into the provider's privacy-enhanced player in place:
 * it swaps the link for the player markup held, inert, in the `<template>` after it.
 * So a page with a video costs no third-party request, cookie or script until
 * someone chooses to watch.
 */
export function VideoFacade({ videoId, title, poster, language, className }: VideoFacadeProps) {
  const id = encodeURIComponent(videoId);
  const t = useMessages("media");
  // A French title over English narration, unannounced, reads as a bait and switch.
  const spokenIn = language === useLocale() ? null : t.spokenIn[language];

  const caption = (state: string) => (
    <span className="block px-5 py-4 text-white sm:px-6">
      <span className="block text-xs font-semibold tracking-[0.12em] text-accent-300 uppercase">
        {state}
      </span>
      <span className="mt-1 block font-semibold sm:text-h4">{title}</span>
      {spokenIn ? <span className="mt-1 block text-sm text-navy-100">{spokenIn}</span> : null}
    </span>
  );

  return (
    <div className={cn("overflow-hidden rounded-card bg-navy-900", className)}>
      <a
        href={`https://www.youtube.com/watch?v=${id}`}
        data-play=""
        className="group block w-full text-left focus-visible:outline-offset-[-3px]"
      >
        {/* Same height as the player that replaces it: nothing moves on play. Poster and
            icon share one grid cell instead of being positioned: a positioned box would
            paint over the link's inset focus ring. */}
        <span className="grid aspect-video">
          <img
            src={poster.src}
            srcSet={poster.srcSet}
            sizes={poster.sizes}
            width={poster.width}
            height={poster.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover [grid-area:1/1]"
          />
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center place-self-center rounded-full bg-white text-brand-700 shadow-pop transition-transform [grid-area:1/1] group-hover:scale-110 group-focus-visible:scale-110 sm:size-20"
          >
            <Play className="ml-1 size-7 fill-current sm:size-9" />
          </span>
        </span>
        {caption(t.playVideo)}
      </a>
      <template>
        <div className="relative aspect-video">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        </div>
        {caption(t.nowPlaying)}
      </template>
    </div>
  );
}

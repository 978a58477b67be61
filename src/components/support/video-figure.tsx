import { Clock, Play } from "lucide-react";
import { useId } from "react";
import type { TrainingVideo } from "~/content/schemas/training-videos";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { Messages } from "~/i18n/messages";
import { mediaUrl } from "~/lib/media";
import { usePlayOnDemand } from "~/lib/use-play-on-demand";
import { cn } from "~/lib/cn";
import { formatDuration } from "./duration";

const videoType = (file: string) => (file.endsWith(".webm") ? "video/webm" : "video/mp4");

/** One lesson at a time: starting a video pauses any other playing on the page. */
function pauseOthers(event: React.SyntheticEvent<HTMLVideoElement>) {
  for (const other of document.querySelectorAll("video")) {
    if (other !== event.currentTarget) other.pause();
  }
}

/**
 * One training video. Until the visitor asks to watch, it is a poster (a lazy
 * image) and a play link to the clip itself; a click or Enter swaps in the
 * native player, playing and focused, with its captions. A page of 38 native
 * players costs a phone seconds of style, layout and paint for their controls,
 * and their `poster` attributes are fetched at once; this costs one image per
 * poster near the screen. Without JavaScript the link opens the clip.
 */
export function VideoFigure({
  video,
  lesson,
  messages: t,
  narratedInEnglish = false,
  locale,
}: {
  video: TrainingVideo;
  lesson: number;
  /** The page's language: the duration is written its way. */
  locale: Locale;
  /** Says so under the title: on pages in other languages than the video's. */
  narratedInEnglish?: boolean;
  /** The library's strings (the video library island passes its own). */
  messages: Messages["support"]["videoLibrary"];
}) {
  const captionId = useId();
  const { playing, player, playLink } = usePlayOnDemand<HTMLVideoElement>();

  return (
    // On a phone, until it plays, a lesson is a row: the poster as a thumbnail beside
    // its title, so a course of twelve is a list to scan, not twelve screens to scroll.
    <figure
      className={cn(
        "h-full overflow-hidden rounded-card border border-line bg-white shadow-card",
        playing
          ? "flex flex-col"
          : "grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] sm:flex sm:flex-col",
      )}
    >
      <div className="relative aspect-video self-start bg-navy-900 sm:self-auto">
        {playing ? (
          <video
            ref={player}
            controls
            autoPlay
            width={640}
            height={360}
            aria-labelledby={captionId}
            onPlay={pauseOthers}
            className="absolute inset-0 size-full focus-visible:outline-offset-[-3px]"
          >
            <source src={mediaUrl(video.file)} type={videoType(video.file)} />
            <track
              kind="captions"
              src={mediaUrl(video.captions)}
              srcLang="en"
              label={t.captionsLabel}
            />
            <a href={mediaUrl(video.file)}>{t.download}</a>
          </video>
        ) : (
          <a
            href={mediaUrl(video.file)}
            {...playLink}
            className="group absolute inset-0 block focus-visible:outline-offset-[-3px]"
          >
            <img
              src={mediaUrl(video.poster)}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
            <span
              aria-hidden="true"
              className="absolute right-2 bottom-2 flex size-9 items-center justify-center rounded-full bg-white text-brand-700 shadow-pop transition-transform group-hover:scale-110 group-focus-visible:scale-110 sm:right-auto sm:bottom-4 sm:left-5 sm:size-12"
            >
              <Play className="ml-0.5 size-4 fill-current sm:size-5" />
            </span>
            <span className="sr-only">{fill(t.play, { caption: video.caption })}</span>
          </a>
        )}
      </div>
      <figcaption className="flex flex-1 flex-col gap-2 px-4 py-3 sm:p-5">
        <span id={captionId} className="font-semibold text-navy-900">
          {video.caption}
        </span>
        {narratedInEnglish ? (
          <span className="text-sm text-muted">{t.narratedInEnglish}</span>
        ) : null}
        <span className="mt-auto flex items-center gap-2 text-sm text-muted">
          <Clock aria-hidden="true" className="size-4 text-brand-600" />
          <span className="sr-only">{t.length}</span>
          <time dateTime={video.duration}>{formatDuration(video.duration, locale)}</time>
          <span aria-hidden="true">·</span>
          <span>{fill(t.lesson, { lesson })}</span>
        </span>
      </figcaption>
    </figure>
  );
}

import { Clock } from "lucide-react";
import { useId } from "react";
import type { TrainingVideo } from "~/content/schemas/training-videos";
import { mediaUrl } from "~/lib/media";
import { formatDuration } from "./duration";

const videoType = (file: string) => (file.endsWith(".webm") ? "video/webm" : "video/mp4");

/**
 * One training video: a native player that shows its poster and fetches nothing
 * of the clip until the visitor presses play (preload="none").
 */
export function VideoFigure({ video, lesson }: { video: TrainingVideo; lesson: number }) {
  const captionId = useId();
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      <video
        controls
        preload="none"
        poster={mediaUrl(video.poster)}
        width={640}
        height={360}
        aria-labelledby={captionId}
        className="aspect-video h-auto w-full bg-navy-900"
      >
        <source src={mediaUrl(video.file)} type={videoType(video.file)} />
        <track kind="captions" src={mediaUrl(video.captions)} srcLang="en" label="English" />
        <a href={mediaUrl(video.file)}>Download the video</a>
      </video>
      <figcaption className="flex flex-1 flex-col gap-2 p-5">
        <span id={captionId} className="font-semibold text-navy-900">
          {video.caption}
        </span>
        <span className="mt-auto flex items-center gap-2 text-sm text-muted">
          <Clock aria-hidden="true" className="size-4 text-brand-600" />
          <span className="sr-only">Length</span>
          <time dateTime={video.duration}>{formatDuration(video.duration)}</time>
          <span aria-hidden="true">·</span>
          <span>Lesson {lesson}</span>
        </span>
      </figcaption>
    </figure>
  );
}

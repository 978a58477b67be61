const isoDuration = /^PT(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/;

/** An ISO 8601 duration as a player shows it: "PT2M10S" → "2:10", "PT1H5M" → "1:05:00". */
export function formatDuration(iso: string): string {
  const match = isoDuration.exec(iso);
  if (!match) throw new Error(`Not an ISO 8601 duration: ${iso}`);
  const [hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
  ];
  const total = hours * 3600 + minutes * 60 + seconds;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

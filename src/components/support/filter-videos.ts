type Filterable = { videos: readonly { caption: string }[] };

/** Lower case without accents, so "reconcil" finds "Réconciliation" and "RECONCILIATION". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * The sections with only the videos whose caption holds every word typed, in any
 * order. An empty or blank query keeps everything.
 */
export function filterVideos<S extends Filterable>(sections: readonly S[], query: string): S[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections.map((section) => ({
    ...section,
    videos: section.videos.filter((video) => {
      const caption = fold(video.caption);
      return words.every((word) => caption.includes(word));
    }),
  }));
}

export function countVideos(sections: readonly Filterable[]): number {
  return sections.reduce((sum, section) => sum + section.videos.length, 0);
}

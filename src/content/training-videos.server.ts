import type { Locale } from "~/i18n/locale";
import { contentFile, loadYaml } from "./load.server";
import { trainingVideosSchema, type TrainingVideos } from "./schemas/training-videos";

export function loadTrainingVideos(
  locale: Locale = "en",
  file = contentFile(locale, "training-videos.yaml"),
): TrainingVideos {
  return loadYaml(file, trainingVideosSchema);
}

import { loadYaml } from "./load.server";
import { trainingVideosSchema, type TrainingVideos } from "./schemas/training-videos";

export function loadTrainingVideos(file = "training-videos.yaml"): TrainingVideos {
  return loadYaml(file, trainingVideosSchema);
}

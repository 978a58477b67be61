import type { Messages } from "../en";

export default {
  enlarge: "Agrandir\u00a0: {alt}",
  playVideo: "Lire la vidéo",
  nowPlaying: "Lecture en cours",
  spokenIn: { en: "Narration en anglais", fr: "Narration en français" },
  viewer: {
    opening: "Ouverture de la visionneuse d’images…",
    loading: "Chargement de l’image…",
    error: "Impossible de charger cette image. Une image de remplacement est affichée.",
    failed: "Impossible de charger cette image.",
    position: "{index} sur {count}",
    close: "Fermer",
    previous: "Image précédente",
    next: "Image suivante",
    controls: "Commandes de l’image",
    zoomOut: "Zoom arrière",
    zoomIn: "Zoom avant",
    zoomLevel: "Niveau de zoom",
    zoomValue: "{percent}\u00a0%",
    rotateLeft: "Pivoter vers la gauche",
    rotateRight: "Pivoter vers la droite",
    flipHorizontally: "Retourner horizontalement",
    flipVertically: "Retourner verticalement",
    reset: "Réinitialiser",
    hintZoom:
      "Agrandissez l’image avec les boutons, la molette de la souris ou un double-clic, puis faites glisser une image agrandie pour la déplacer.",
    hintArrowsGroup:
      "Les flèches gauche et droite du clavier affichent l’image précédente et l’image suivante\u202f; lorsque l’image est agrandie, les flèches la déplacent.",
    hintArrows: "Lorsque l’image est agrandie, les flèches du clavier la déplacent.",
    hintClose: "La touche Échap ferme l’aperçu.",
  },
} satisfies Messages["media"];

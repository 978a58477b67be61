import type { Messages } from "../en";

export default {
  carousel: {
    label: "Témoignages de clients",
    roleCarousel: "carrousel",
    roleSlide: "diapositive",
    quote: "«\u00a0{quote}\u00a0»",
    startAutoplay: "Lancer le défilement automatique",
    pauseAutoplay: "Interrompre le défilement automatique",
    previous: "Témoignage précédent",
    next: "Témoignage suivant",
  },
} satisfies Messages["home"];

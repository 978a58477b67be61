/** The home page: the testimonial carousel (an island: these strings are its prop). */
export default {
  carousel: {
    label: "Customer testimonials",
    /** aria-roledescription of the region and of each slide. */
    roleCarousel: "carousel",
    roleSlide: "slide",
    quote: "“{quote}”",
    startAutoplay: "Start autoplay",
    pauseAutoplay: "Pause autoplay",
    previous: "Previous testimonial",
    next: "Next testimonial",
  },
};

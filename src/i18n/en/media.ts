/** The media strings. */
export default {};

/** The software strings. */
export default {};

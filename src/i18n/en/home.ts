/** The home strings. */
export default {};

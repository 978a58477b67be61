/** The support strings. */
export default {};

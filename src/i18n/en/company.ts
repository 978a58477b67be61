/** The company strings. */
export default {};

/** The contact strings. */
export default {};

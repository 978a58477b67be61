/** The services strings. */
export default {};

import type { Messages } from "../messages";

export default {} satisfies Messages["media"];

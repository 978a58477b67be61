import common from "./common";
import layout from "./layout";
import home from "./home";
import software from "./software";
import services from "./services";
import company from "./company";
import support from "./support";
import contact from "./contact";
import errors from "./errors";
import media from "./media";
import press from "./press";
import search from "./search";
import type { Messages } from "../en";

/** French (Canada): every key of the English, in OQLF usage. */
export const fr: Messages = {
  common,
  layout,
  home,
  software,
  services,
  company,
  support,
  contact,
  errors,
  media,
  press,
  search,
};

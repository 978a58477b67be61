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

/** English: the shape every language follows. */
export const en = {
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

/** Every language's dictionary has this shape: a missing French word is a type error. */
export type Messages = typeof en;

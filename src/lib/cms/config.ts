/**
 * The Sveltia CMS configuration (/admin/config.yml), made at build time from the
 * content schemas so that the two cannot drift (decision 0018): every file under
 * content/ the site reads, in English and French side by side, each field with the
 * widget its schema calls for. What the schemas cannot say (labels, which folder an
 * upload goes to, a few hints) is written here.
 */
import type { CmsConfig, Collection, CollectionFile, EntryCollection, Field } from "@sveltia/cms";
import type { z } from "zod";
import { locales } from "~/i18n/locale";
import { mediaFolder } from "~/content/media-folder";
import { aboutFileSchema } from "~/content/schemas/about";
import { awardsFileSchema } from "~/content/schemas/awards";
import { contactSchema } from "~/content/schemas/contact";
import { feedsSchema } from "~/content/schemas/feeds";
import { homeSchema } from "~/content/schemas/home";
import { navigationSchema } from "~/content/schemas/navigation";
import { newslettersSchema } from "~/content/schemas/newsletters";
import { officesFileSchema } from "~/content/schemas/offices";
import { pagesSchema } from "~/content/schemas/pages";
import {
  accessibilityStatementSchema,
  policySlots,
  privacyPolicySchema,
} from "~/content/schemas/policy-page";
import { pressPageSchema, pressReleaseSchema } from "~/content/schemas/press-releases";
import { serviceSchema, serviceSlugs } from "~/content/schemas/services";
import { siteSchema } from "~/content/schemas/site";
import { productSchema, productSlugs, softwareOverviewSchema } from "~/content/schemas/software";
import { successStoriesFileSchema } from "~/content/schemas/success-stories";
import { supportDeskSchema } from "~/content/schemas/support-desk";
import { testimonialsFileSchema } from "~/content/schemas/testimonials";
import { trainingVideosSchema } from "~/content/schemas/training-videos";
import { fieldOf, jsonSchemaOf, labelOf, type FieldContext, type JsonNode } from "./fields";
import { bodyKey, formatNames } from "./formats";

/** Where the CMS saves, and how people sign in: from the build's environment (README). */
export type CmsOptions = {
  /** The public origin (SITE_URL), for the CMS's links to the site. */
  siteUrl: string;
  /** The GitHub repository, "owner/name" (CMS_GITHUB_REPO). */
  repo: string;
  /** The branch edits are proposed to (CMS_GITHUB_BRANCH). */
  branch: string;
  /**
   * The origin of the OAuth client that signs people in with GitHub (CMS_AUTH_URL), such
   * as a deployed Sveltia CMS Authenticator. Without one, only a personal access token
   * signs in.
   */
  authUrl?: string;
  /** The site facts' names of our sites elsewhere (site.yaml externalUrls), for the menus. */
  externalSites: Readonly<Record<string, string>>;
  /** Every page of the site by English address, with its English title. */
  pages: readonly { path: string; title: string }[];
};

/** One content file: where it is, what checks it, and how the CMS shows it. */
export type ContentFile = {
  name: string;
  label: string;
  /** Under the project, with {{locale}} for the language folder. */
  file: string;
  schema: z.ZodType;
  /** Whether the file has an English and a French version (all but site.yaml). */
  i18n: boolean;
  format?: (typeof formatNames)[keyof typeof formatNames];
  /** Options by field path, for what the schema cannot say. */
  overrides?: FieldContext["overrides"];
  hints?: FieldContext["hints"];
};

const inLanguage = (file: string) => `content/{{locale}}/${file}`;

/** A product's or service's own slug is its file's: shown, never changed. */
const fixedSlug = { slug: { readonly: true } } as const;

/** The press releases' pictures go where their pages find them (decision 0013). */
const pressPictures = {
  media_folder: "/public/media/company/press",
  public_folder: "/company/press",
};

/** The groups of files the CMS lists, in the order it lists them. */
export function contentFiles(options: Pick<CmsOptions, "externalSites">): ContentGroup[] {
  return [
    {
      name: "site",
      label: "Site-wide",
      description:
        "Company facts, phone numbers and addresses (shared by both languages); every page's headline, title and search description; the menus.",
      files: [
        {
          name: "facts",
          label: "Company facts (both languages)",
          file: "content/site.yaml",
          schema: siteSchema,
          i18n: false,
          hints: {
            "phones.main.e164": "+, the country code, then the number, digits only",
            stats:
              "Pages write these as {placeholders}: change a figure here and every page follows",
          },
        },
        {
          name: "pages",
          label: "Page headlines, titles and descriptions",
          file: inLanguage("pages.yaml"),
          schema: pagesSchema("en"),
          i18n: true,
          hints: {
            pages:
              "Each page by its English address: its headline (h1), its title in the browser tab and search results, and its description in search results. Titles and descriptions must differ from page to page",
          },
        },
        {
          name: "navigation",
          label: "Menus, footer and side list",
          file: inLanguage("navigation.yaml"),
          schema: navigationSchema(options.externalSites),
          i18n: true,
          format: formatNames.navigation,
          hints: {
            names: "The name of every page a menu links to, by its English address",
          },
        },
        {
          name: "feeds",
          label: "Press releases feed (RSS)",
          file: inLanguage("feeds.yaml"),
          schema: feedsSchema("en"),
          i18n: true,
        },
      ],
    },
    {
      name: "home",
      label: "Home and contact",
      files: [
        {
          name: "home",
          label: "Home page",
          file: inLanguage("home.yaml"),
          schema: homeSchema,
          i18n: true,
        },
        {
          name: "contact",
          label: "Contact page",
          file: inLanguage("contact.yaml"),
          schema: contactSchema,
          i18n: true,
        },
      ],
    },
    {
      name: "software",
      label: "Software pages",
      files: [
        {
          name: "overview",
          label: "Software overview",
          file: inLanguage("software/overview.yaml"),
          schema: softwareOverviewSchema,
          i18n: true,
        },
        ...productSlugs.map((slug) => ({
          name: slug,
          label: labelOfSlug(slug),
          file: inLanguage(`software/${slug}.yaml`),
          schema: productSchema,
          i18n: true,
          overrides: fixedSlug,
        })),
      ],
    },
    {
      name: "services",
      label: "Service pages",
      files: serviceSlugs.map((slug) => ({
        name: slug,
        label: labelOfSlug(slug),
        file: inLanguage(`services/${slug}.yaml`),
        schema: serviceSchema,
        i18n: true,
        overrides: fixedSlug,
      })),
    },
    {
      name: "company",
      label: "Company pages",
      files: [
        {
          name: "about",
          label: "About us",
          file: inLanguage("about.yaml"),
          schema: aboutFileSchema,
          i18n: true,
        },
        {
          name: "offices",
          label: "Offices",
          file: inLanguage("offices.yaml"),
          schema: officesFileSchema,
          i18n: true,
        },
        {
          name: "testimonials",
          label: "Testimonials",
          file: inLanguage("testimonials.yaml"),
          schema: testimonialsFileSchema,
          i18n: true,
          hints: {
            "testimonials.*.quote":
              "One to three sentences in the customer's own words, without quotation marks",
            "testimonials.*.industry": "The id of one of the industries at the end of this page",
            "testimonials.*.featured":
              "Shown large at the top of the testimonials page (two at most)",
          },
        },
        {
          name: "successStories",
          label: "Success stories",
          file: inLanguage("success-stories.yaml"),
          schema: successStoriesFileSchema,
          i18n: true,
          overrides: {
            "image.path": {
              media_folder: "/public/media/company/success-stories",
              public_folder: "/company/success-stories",
            },
          },
          hints: {
            "stories.*.testimonialFrom":
              "The exact company of a testimonial, to show its quote with the story",
          },
        },
        {
          name: "awards",
          label: "Awards and accomplishments",
          file: inLanguage("awards.yaml"),
          schema: awardsFileSchema,
          i18n: true,
          hints: {
            awards: "Newest first",
            "awards.*.logo.path":
              "Square artwork at least 384 pixels wide, its words as outlines (decision 0011)",
          },
        },
        {
          name: "press",
          label: "Press releases: dateline, boilerplate and media contact",
          file: inLanguage("press.yaml"),
          schema: pressPageSchema("en"),
          i18n: true,
          hints: {
            dateline: "{city} and {date} are filled in for each release",
            "mediaContact.phone": "A phone number of the site facts (site.yaml)",
            "mediaContact.email": "An e-mail address of the site facts (site.yaml)",
          },
        },
      ],
    },
    {
      name: "support",
      label: "Support pages",
      files: [
        {
          name: "supportDesk",
          label: "Contact support",
          file: inLanguage("support-desk.yaml"),
          schema: supportDeskSchema,
          i18n: true,
        },
        {
          name: "newsletters",
          label: "Newsletters",
          file: inLanguage("newsletters.yaml"),
          schema: newslettersSchema,
          i18n: true,
          hints: {
            years: "Newest year first",
            "years.*.issues.*.file":
              "Leave empty when the issue's PDF is lost: the page then says it is not available. The French edition's name ends in -fr",
          },
        },
        {
          name: "trainingVideos",
          label: "Training videos",
          file: inLanguage("training-videos.yaml"),
          schema: trainingVideosSchema,
          i18n: true,
          hints: {
            "sections.*.videos.*.captions":
              "WebVTT captions: narrated videos need them (WCAG 2.2 AA)",
            "sections.*.videos.*.poster":
              "Each video's own still, 16:9, about 640×360 and under 15 KB, without words",
          },
        },
      ],
    },
    {
      name: "policies",
      label: "Privacy and accessibility",
      files: [
        {
          name: "privacy",
          label: "Privacy policy",
          file: inLanguage("privacy.yaml"),
          schema: privacyPolicySchema,
          i18n: true,
          hints: policyHints,
        },
        {
          name: "accessibility",
          label: "Accessibility statement",
          file: inLanguage("accessibility.yaml"),
          schema: accessibilityStatementSchema,
          i18n: true,
          hints: policyHints,
        },
      ],
    },
  ];
}

/** What the policy pages' texts may name, filled in from the site facts. */
const policyDetails = `They may name ${Object.keys(policySlots)
  .map((name) => `{${name}}`)
  .join(
    ", ",
  )} and the company's facts, filled in by the page, and link to pages as [words](/contact)`;
const policyHints = {
  "contact.text": policyDetails,
  "sections.*.paragraphs": policyDetails,
  "sections.*.items": policyDetails,
  "sections.*.after": policyDetails,
  "updated.date": "Change it with the text, when the policy changes",
};

/** A group of files, as the CMS lists them. */
export type ContentGroup = {
  name: string;
  label: string;
  description?: string;
  files: ContentFile[];
};

function labelOfSlug(slug: string): string {
  const names: Record<string, string> = {
    sage300: "Sage 300",
    sage100: "Sage 100",
    "sage-intact": "Sage Intacct",
    "sage-crm": "Sage CRM",
    "sage-hrms-payroll": "Sage HRMS and Payroll",
    hosting: "Hosting",
    "managed-services": "Managed services",
    "disaster-recovery": "Disaster recovery",
    "client-care": "Client care",
    network: "Network solutions",
  };
  return names[slug] ?? labelOf(slug);
}

/** The fields of a whole file: one per property of its schema. */
export function fieldsOfFile(schema: z.ZodType, context: FieldContext): Field[] {
  const root: JsonNode = jsonSchemaOf(schema);
  const required = new Set(root.required ?? []);
  return Object.entries(root.properties ?? {}).map(([key, node]) =>
    fieldOf(key, node, required.has(key), key, context),
  );
}

/** The press releases: one Markdown file per release in each language. */
function pressReleases(pages: CmsOptions["pages"]): EntryCollection {
  const context: FieldContext = {
    i18n: true,
    pages,
    overrides: { image: pressPictures },
    hints: {
      date: "The release's date, which also starts its file name",
      urlSlug:
        "The words of the release's address in this language, after its date: lowercase, without accents, joined by hyphens (ridgeline-opens-an-office)",
      image:
        "Only a picture of the release's own subject (a new office, an award): a release with nothing particular to show has none (decision 0013). With a picture, describe it below",
      imageAlt: "What the picture shows, for people who cannot see it; required with a picture",
    },
  };
  return {
    name: "pressReleases",
    label: "Press releases",
    label_singular: "Press release",
    description:
      "Each release in English and French. Its address is made from its date and English headline when it is first saved, and never changes.",
    folder: "content/{{locale}}/press-releases",
    extension: "md",
    format: formatNames.markdown,
    i18n: true,
    identifier_field: "heading",
    slug: { template: "{{fields.date}}-{{heading}}", editable: false },
    summary: "{{date}}: {{heading}}",
    sortable_fields: {
      fields: ["date", "heading"],
      default: { field: "date", direction: "descending" },
    },
    preview_path: "/company/press-releases/{{slug}}",
    fields: [
      ...fieldsOfFile(pressReleaseSchema, context),
      {
        name: bodyKey,
        label: "Text",
        widget: "markdown",
        i18n: true,
        // No headings (the page gives the release its own), pictures or code.
        buttons: ["bold", "italic", "link", "bulleted-list", "numbered-list"],
        editor_components: [],
        hint: "Two to four short paragraphs; the first is the release's summary on the list. Links go to pages of this site (/company/offices) or to full https:// addresses. Write figures out: no {placeholders} in a release",
      },
    ],
  };
}

function fileOf(file: ContentFile, pages: CmsOptions["pages"]): CollectionFile {
  const context: FieldContext = {
    i18n: file.i18n,
    pages,
    overrides: file.overrides,
    hints: file.hints,
  };
  return {
    name: file.name,
    label: file.label,
    file: file.file,
    format: file.format ?? formatNames.yaml,
    i18n: file.i18n,
    fields: fieldsOfFile(file.schema, context),
  };
}

/** The whole configuration, as /admin/config.yml serves it. */
export function cmsConfig(options: CmsOptions): CmsConfig {
  const collections: Collection[] = [
    pressReleases(options.pages),
    ...contentFiles(options).map((group) => ({
      name: group.name,
      label: group.label,
      ...(group.description ? { description: group.description } : {}),
      i18n: true,
      files: group.files.map((file) => fileOf(file, options.pages)),
    })),
  ];
  return {
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch,
      ...(options.authUrl ? { base_url: options.authUrl } : {}),
      // Without an OAuth client, "Sign in with GitHub" would go to Netlify's: a personal
      // access token is then the way in (README, "Editing in the browser").
      ...(options.authUrl ? {} : { auth_methods: ["token" as const] }),
      commit_messages: {
        create: "Content: add {{collection}} “{{slug}}”",
        update: "Content: update {{collection}} “{{slug}}”",
        delete: "Content: delete {{collection}} “{{slug}}”",
        uploadMedia: "Content: upload “{{path}}”",
        deleteMedia: "Content: delete “{{path}}”",
      },
    },
    // Each edit is a pull request that CI checks before anyone publishes it.
    publish_mode: "editorial_workflow",
    media_folder: mediaFolder,
    public_folder: "/",
    site_url: options.siteUrl,
    app_title: "Ridgeline Business Systems: content",
    logo: { src: "/favicon.svg" },
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: "en" },
    // English and French side by side rather than a preview of a YAML file.
    editor: { preview: false },
    slug: { encoding: "ascii", clean_accents: true, maxlength: 90 },
    // An optional field left empty is left out of the file, as the schemas expect.
    output: { omit_empty_optional_fields: true },
    collections,
  };
}

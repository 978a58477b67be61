import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".astro/",
      "node_modules/",
      "data/",
      "public/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-non-null-assertion": "off",
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
    },
  },
  {
    files: ["src/**/*.tsx", "src/**/*.ts"],
    ...jsxA11y.flatConfigs.strict,
  },
  // .astro files: eslint-plugin-astro's parser (the frontmatter and expressions as
  // TypeScript through typescript-eslint's parser) and its processor, which lints each
  // <script> as a virtual src/**/*.astro/N.ts file, so the rules for src/**/*.ts cover
  // it. Its jsx-a11y rules (strict, like the .tsx files) are scoped to .astro: on other
  // files eslint-plugin-jsx-a11y's own rules run.
  ...[...astro.configs["flat/recommended"], ...astro.configs["flat/jsx-a11y-strict"]].map(
    (config) => (config.files || !config.rules ? config : { ...config, files: ["**/*.astro"] }),
  ),
  {
    // As for .ts files (typescript-eslint turns it off there): TypeScript, through
    // `astro check`, knows the globals env.d.ts declares; this rule does not.
    files: ["**/*.astro"],
    rules: { "no-undef": "off" },
  },
  {
    files: ["src/**/*.tsx", "src/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tailwind's space-* and divide-* utilities style children through
    // `:where(.x > :not(:last-child))`, a selector Chrome has to try against every
    // element of the page on every style pass, so gaps and borders go on the
    // elements themselves (docs/decisions/0010-no-child-combinator-utilities.md).
    files: ["src/**/*.tsx", "src/**/*.ts", "src/**/*.astro"],
    rules: {
      "no-restricted-syntax": [
        "error",
        // A class string in quotes, or in a template literal.
        ...["Literal[value", "TemplateElement[value.raw"].map((field) => ({
          selector: `${field}=/(^|[\\s:"'\`])-?(space-[xy]|divide-[xy]?)(-|\\b)/]`,
          message:
            "Use `flex flex-col gap-*` (or grid gap) instead of space-*, and `dividedItem` (src/lib/cn.ts) on each item instead of divide-*: their child selectors slow every style pass.",
        })),
      ],
    },
  },
);

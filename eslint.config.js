import js from "@eslint/js";
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
  {
    files: ["src/**/*.tsx", "src/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tailwind's space-* and divide-* utilities style children through
    // `:where(.x > :not(:last-child))`, a selector Chrome has to try against every
    // element of the page on every style pass. Fourteen of them cost about a third
    // of the first frame's style time on a phone, so gaps and borders go on the
    // elements themselves (docs/decisions/0012-no-child-combinator-utilities.md).
    files: ["src/**/*.tsx", "src/**/*.ts"],
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

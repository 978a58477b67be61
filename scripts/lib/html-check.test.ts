import { describe, expect, it } from "vitest";
import { withoutStylesheets } from "./html-check";

describe("withoutStylesheets", () => {
  it.each([
    ["no style element", "<p>a</p>", "<p>a</p>"],
    ["one, on one line", "<style>a{b:c}</style><p>", "<style>      </style><p>"],
    [
      "newlines kept, so lines and columns hold",
      "<style>\na{\n}</style>x",
      "<style>\n  \n </style>x",
    ],
    ["its attributes kept", '<style media="print">x</style>', '<style media="print"> </style>'],
    [
      "each of two",
      '<style>a</style><b style="c:d"><style>ee</style>',
      '<style> </style><b style="c:d"><style>  </style>',
    ],
  ])("%s", (_, html, expected) => {
    const result = withoutStylesheets(html);
    expect(result).toBe(expected);
    expect(result).toHaveLength(html.length);
  });
});

import { describe, expect, it } from "vitest";
import { pageUrl, separateElements } from "./search-text";

describe("separateElements", () => {
  it.each([
    [
      "a name and a role in elements shown as blocks",
      '<figcaption><span class="block">Angela Russo</span><span class="block">Payroll and Benefits Manager</span></figcaption>',
      '<figcaption><span class="block">Angela Russo</span><span class="block"> Payroll and Benefits Manager</span></figcaption>',
    ],
    [
      "a term and its definition",
      "<div><dt>Founded</dt><dd>1981</dd></div><div><dt>Customers</dt><dd>3,750+</dd></div>",
      "<div><dt>Founded</dt><dd> 1981</dd></div><div><dt> Customers</dt><dd> 3,750+</dd></div>",
    ],
    [
      "a link and the next one's label, past its icon",
      '<a href="/contact">Request a demo</a><a href="tel:+1"><svg viewBox="0 0 24 24"><path d="M1 1"/></svg>Or call</a>',
      '<a href="/contact">Request a demo</a><a href="tel:+1"><svg viewBox="0 0 24 24"><path d="M1 1"/></svg> Or call</a>',
    ],
    [
      "terms and definitions after an icon followed by no text, and text after another icon",
      '<a>Go</a><svg><path d="M1"/></svg></p><dl><dt>Customers</dt><dd>11,000+</dd></dl><svg><path/></svg>Next',
      '<a>Go</a><svg><path d="M1"/></svg></p><dl><dt> Customers</dt><dd> 11,000+</dd></dl><svg><path/></svg> Next',
    ],
    [
      "a link's label and the paragraph after it, across closing tags",
      '<a href="/x"><span>Older release</span></a><p>Title</p>',
      '<a href="/x"><span>Older release</span></a><p> Title</p>',
    ],
  ])("puts a space between %s", (_what, html, separated) => {
    expect(separateElements(html)).toBe(separated);
  });

  it.each([
    ["a word with a mark inside it", "Sage<sup>®</sup> 300 and <b>bol</b>d text"],
    ["elements already apart", "<li>One</li> <li>Two</li>"],
    ["an element opening inside another", "<p><span>Text</span></p>"],
    ["an element that holds no text", '<p>Text</p><img src="/a.webp" alt=""></div>'],
    ["text before an element", "Angela Russo<span>, Manager</span>"],
    ["a comment between text runs", "Manager<!-- -->, <!-- -->Delaware Valley"],
    [
      "punctuation after a link",
      '<a href="/a">Sage 300</a><span>,</span> <a href="/b">Sage 100</a><span>.</span>',
    ],
  ])("leaves %s as it is", (_what, html) => {
    expect(separateElements(html)).toBe(html);
  });
});

describe("pageUrl", () => {
  it.each([
    ["index.html", "/"],
    ["company/customer/testimonal/index.html", "/company/customer/testimonal/"],
    ["fr/logiciels/sage300/index.html", "/fr/logiciels/sage300/"],
    ["404.html", "/404.html"],
  ])("%s is found at %s", (file, url) => {
    expect(pageUrl(file)).toBe(url);
  });
});

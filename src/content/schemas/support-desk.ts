import { z } from "zod";
import { locales } from "~/i18n/locale";
import { pages } from "~/lib/route-table";

const weekday = z.enum([
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
]);
const clock = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "08:00"');

export const supportDeskSchema = z.strictObject({
  intro: z.string().trim().min(40).max(300),
  timeZone: z
    .string()
    .regex(/^[A-Za-z]+\/[A-Za-z_]+$/, 'must be an IANA zone like "America/Toronto"'),
  timeZoneLabel: z.string().trim().min(3),
  /**
   * The languages the desk answers in, as codes (en, fr): search engines are told
   * (the ContactPoint's availableLanguage); the intro says it in words.
   */
  languages: z
    .array(z.enum(locales))
    .min(1)
    .refine((codes) => new Set(codes).size === codes.length, "lists a language twice"),
  hours: z
    .array(
      z
        .strictObject({
          label: z.string().trim().min(3),
          days: z.array(weekday).min(1),
          opens: clock,
          closes: clock,
        })
        .refine((h) => h.opens < h.closes, {
          message: "must close after it opens",
          path: ["closes"],
        }),
    )
    .min(1),
  afterHours: z.string().trim().min(20),
  emailNote: z.string().trim().min(20),
  portalNote: z.string().trim().min(20),
  haveReady: z
    .array(z.strictObject({ title: z.string().trim().min(3), detail: z.string().trim().min(10) }))
    .min(1),
  whenYouCall: z.array(z.string().trim().min(10)).min(1),
  selfHelp: z
    .array(
      z.strictObject({
        to: z.enum(pages.map((page) => page.path)),
        title: z.string().trim().min(3),
        text: z.string().trim().min(10),
      }),
    )
    .min(1),
});

export type SupportDesk = z.infer<typeof supportDeskSchema>;

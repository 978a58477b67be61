import { z } from "zod";

/**
 * A calendar day written YYYY-MM-DD. YAML 1.2 keeps an unquoted 2019-12-10 a
 * string; a Date (as YAML 1.1 readers make of it) becomes "2019-12-10" too. A date in
 * another form gets one message, not a second one saying it is not a real date.
 */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: "must be a date written YYYY-MM-DD, like 2024-03-18" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      message: "must be a date written YYYY-MM-DD, like 2024-03-18",
      abort: true,
    })
    .refine((d) => {
      // Date.parse rolls 2019-02-30 over to March, so compare the round trip.
      const time = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === d;
    }, "is not a real date"),
);

import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import type { ContactContent } from "~/content/schemas/contact";
import type { Locale } from "~/i18n/locale";
import type { Messages } from "~/i18n/messages";
import type { ContactErrorCode } from "~/lib/contact";
import { contactFormFields, contactLimits, type ContactFormField } from "~/lib/contact-fields";
import { formActionIn, relayTimeoutMs, relayUrl } from "~/lib/relay-url";
import { useHydrated } from "~/lib/use-hydrated";
import { FormField } from "~/components/contact/form-field";
import { fill } from "~/i18n/format";

/** Each refused field's error code, as the shared schemas give it (src/lib/contact.ts). */
type Errors = Partial<Record<ContactFormField, ContactErrorCode>>;

/**
 * The form's own strings, in the page's language: the contact namespace's `form`, with
 * each field's cap already written into its errors (formMessages in
 * src/page-bodies/contact.tsx, at build time), so no formatting code comes here.
 */
export type ContactFormMessages = Messages["contact"]["form"];

/** A run of the privacy notice: text, or a link already in the page's language. */
export type NoticePart = { text: string; href?: string };

/**
 * The form's content (content/<language>/contact.yaml), with the privacy notice's link
 * resolved to the page's language at build time (formCopy in src/page-bodies/contact.tsx),
 * so that the route table stays out of the island.
 */
export type ContactFormCopy = Omit<ContactContent["form"], "privacyNotice"> & {
  privacyNotice: readonly NoticePart[];
};

/** What the form says, in the page's language, for a field the schemas refused with `code`. */
export function errorText(
  t: ContactFormMessages,
  field: ContactFormField,
  code: ContactErrorCode,
): string {
  return t.errors[field][code];
}

function isField(value: string): value is ContactFormField {
  return (contactFormFields as readonly string[]).includes(value);
}

/**
 * The schemas (zod, most of this page's script) load when the visitor first
 * focuses the form or sends it, not with the page (decision 0001).
 */
const loadValidation = () => import("~/lib/contact");

/** The relay asked the visitor to wait (429, 503): for this many seconds. */
class RetryLater extends Error {
  constructor(readonly seconds: number) {
    super(`The relay asked to retry in ${seconds} s`);
  }
}

/** Posts JSON to the relay; resolves only on a 2xx answer within the timeout. */
async function send(body: string, idempotencyKey: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), relayTimeoutMs);
  try {
    const response = await fetch(relayUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body,
      signal: controller.signal,
    });
    // The relay's answer is read as plain text (its contract); only the status matters here.
    await response.text();
    const wait = Number(response.headers.get("Retry-After"));
    if ((response.status === 429 || response.status === 503) && wait > 0) {
      throw new RetryLater(wait);
    }
    if (!response.ok) throw new Error(`The relay answered ${response.status}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Tells the visitor how a send went, in a toast. */
type Notify = (kind: "success" | "error", text: string) => Promise<void>;
type Sonner = typeof import("sonner");

/**
 * The contact page's island: the form and the toasts that answer it. It hydrates on
 * the visitor's first interaction with the form (client:interaction), which works
 * without it. Sonner comes with the first toast, not with the form: most visitors
 * never send. Its Toaster, mounted then, shows the toast raised just before.
 */
export function ContactFormIsland(props: Omit<React.ComponentProps<typeof ContactForm>, "notify">) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const notify: Notify = async (kind, text) => {
    const loaded = await import("sonner");
    loaded.toast[kind](text);
    setSonner(loaded);
  };
  return (
    <>
      <ContactForm {...props} notify={notify} />
      {sonner ? (
        <sonner.Toaster
          position="top-center"
          duration={3000}
          richColors
          closeButton
          offset={112}
          toastOptions={{ closeButtonAriaLabel: props.messages.closeToast }}
        />
      ) : null}
    </>
  );
}

/**
 * 'Leave Us a Message'. With JavaScript it validates with the relay's own schema,
 * sends JSON and keeps every value on failure; without JavaScript the same form
 * posts to the relay, which answers with the thank-you page or the field errors.
 */
export function ContactForm({
  copy,
  demoRequests,
  locale,
  messages: t,
  notify,
}: {
  copy: ContactFormCopy;
  demoRequests: ContactContent["demoRequests"];
  /** The page's language: sent with the message, so that sales answer in it. */
  locale: Locale;
  messages: ContactFormMessages;
  notify: Notify;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const lastAttempt = useRef<{ signature: string; key: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  // The toast goes after a few seconds; this line stays until the next send.
  const [sent, setSent] = useState(false);
  // What a toast could not say, offline before the toasts' code arrived: said here instead.
  const [unsaid, setUnsaid] = useState<string | null>(null);
  const say = (kind: "success" | "error", text: string) =>
    notify(kind, text).catch(() => setUnsaid(text));
  const busy = useRef(false);
  const hydrated = useHydrated();
  // Read once hydrated: the HTML is the same for every query string.
  const searchParams = new URLSearchParams(hydrated ? window.location.search : "");
  const product = searchParams.get("product");
  const demoText =
    product && product in demoRequests ? demoRequests[product as keyof typeof demoRequests] : null;
  const postedErrors = (searchParams.get("error") ?? "").split(",").filter(isField);

  // REQUEST A DEMO: start the message with the product, unless the visitor has typed.
  useEffect(() => {
    const box = formRef.current?.elements.namedItem("message");
    if (demoText && box instanceof HTMLTextAreaElement && box.value === "") box.value = demoText;
  }, [demoText]);

  // The time the form was shown, a spam signal for the relay: the page's own start
  // (the form hydrates when the visitor first reaches it), then each fresh form's.
  const markRendered = (at = Date.now()) => {
    const field = formRef.current?.elements.namedItem("renderedAt");
    if (field instanceof HTMLInputElement) field.value = String(Math.round(at));
  };
  useEffect(() => markRendered(performance.timeOrigin), []);

  // Fetch the schemas as soon as the visitor starts on the form, so sending waits for nothing.
  // The focus that woke the island (client:interaction) came before this effect: look for it.
  useEffect(() => {
    const form = formRef.current;
    const prefetch = () => void loadValidation().catch(() => undefined);
    if (form?.contains(document.activeElement)) return prefetch();
    form?.addEventListener("focusin", prefetch, { once: true });
    return () => form?.removeEventListener("focusin", prefetch);
  }, []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form));
    setSent(false);
    setUnsaid(null);
    try {
      let validation: Awaited<ReturnType<typeof loadValidation>>;
      try {
        validation = await loadValidation();
      } catch {
        // Offline before the schemas arrived: nothing was sent, everything typed stays.
        await say("error", copy.failure);
        return;
      }
      const parsed = validation.contactFormSchema.safeParse(data);
      if (!parsed.success) {
        const found = validation.fieldErrors(parsed.error) as Errors;
        // Commit the errors first, so the field is already marked invalid and described
        // by its message when the focus (and a screen reader's announcement) reaches it.
        flushSync(() => setErrors(found));
        const first = contactFormFields.find((f) => found[f]);
        if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      const payload = {
        ...validation.buildEmailPayload(parsed.data),
        language: locale,
        website: typeof data.website === "string" ? data.website : "",
        renderedAt: Number(data.renderedAt) || undefined,
      };
      // A retry of the very same message reuses its key, so the relay stores it once
      // even if the first attempt arrived and only the answer was lost.
      const signature = JSON.stringify(payload);
      const key =
        lastAttempt.current?.signature === signature
          ? lastAttempt.current.key
          : crypto.randomUUID();
      lastAttempt.current = { signature, key };
      // The send time, on the same clock as renderedAt: the relay's fill-time check
      // then never depends on how far this device's clock is from the server's.
      const body = JSON.stringify({ ...payload, sentAt: Date.now() });
      setSending(true);
      try {
        await send(body, key);
        void say("success", copy.success);
        setSent(true);
        form.reset();
        markRendered();
        lastAttempt.current = null;
      } catch (error) {
        void say(
          "error",
          error instanceof RetryLater
            ? fill(copy.retryLater, { minutes: Math.ceil(error.seconds / 60) })
            : copy.failure,
        );
      } finally {
        setSending(false);
      }
    } finally {
      busy.current = false;
    }
  }

  const errorFor = (field: ContactFormField) => {
    const code = errors[field];
    if (code) return errorText(t, field, code);
    return postedErrors.includes(field) ? t.check[field] : undefined;
  };

  return (
    <form
      ref={formRef}
      // The query parameters read on load: with one in the address, the island hydrates
      // at once (src/islands/directives/interaction.ts), so REQUEST A DEMO's product is
      // in the message before the visitor touches the form.
      data-hydrate-with-query="product error"
      id="contact-form"
      method="post"
      action={formActionIn(locale)}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      className="scroll-mt-32"
    >
      <h2 id="contact-form-heading" className="text-h2">
        {copy.heading}
      </h2>
      <p className="mt-2 text-muted">{copy.intro}</p>
      {/* Without JavaScript, the relay sends a rejected message back here (#contact-not-sent
          in the URL) and CSS shows this; once hydrated, the fields themselves are marked. */}
      {hydrated ? null : (
        <div
          id="contact-not-sent"
          className="mt-6 hidden scroll-mt-32 rounded-card border border-danger bg-danger-50 p-4 text-sm target:block"
        >
          <h3 className="font-semibold text-danger">{copy.notSent.heading}</h3>
          <p className="mt-1 text-ink">{copy.notSent.text}</p>
        </div>
      )}
      {postedErrors.length > 0 && Object.keys(errors).length === 0 ? (
        <div
          role="alert"
          className="mt-6 rounded-card border border-danger bg-danger-50 p-4 text-sm"
        >
          <p className="font-semibold text-danger">{copy.noScriptErrorHeading}</p>
        </div>
      ) : null}
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <FormField
          name="name"
          label={t.labels.name}
          autoComplete="name"
          maxLength={contactLimits.name}
          error={errorFor("name")}
        />
        <FormField
          name="companyName"
          label={t.labels.companyName}
          autoComplete="organization"
          maxLength={contactLimits.companyName}
          error={errorFor("companyName")}
        />
        <FormField
          name="email"
          label={t.labels.email}
          type="email"
          autoComplete="email"
          maxLength={contactLimits.email}
          error={errorFor("email")}
        />
        <FormField
          name="phone"
          label={t.labels.phone}
          type="tel"
          autoComplete="tel"
          maxLength={contactLimits.phone}
          error={errorFor("phone")}
        />
        <FormField
          multiline
          name="message"
          label={t.labels.message}
          rows={6}
          cols={50}
          placeholder={t.placeholder}
          maxLength={contactLimits.message}
          error={errorFor("message")}
          className="sm:col-span-2"
        />
      </div>
      {/* Spam defence: people never see or fill this field; bots often do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="field-website">{t.honeypot}</label>
        <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="renderedAt" defaultValue="" />
      {/* Without JavaScript the relay reads it to send the visitor to this language's pages. */}
      <input type="hidden" name="language" value={locale} />
      {/* What happens to the message, read before sending it; no checkbox: sending is the choice. */}
      <p id="contact-privacy" className="mt-8 max-w-measure text-sm text-muted">
        {copy.privacyNotice.map((part, i) =>
          part.href ? (
            <a
              key={i}
              href={part.href}
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </p>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the
          page; a second press while sending is ignored by onSubmit. */}
      <Button type="submit" size="lg" aria-disabled={sending || undefined} className="mt-6">
        {sending ? copy.sendingLabel : copy.submitLabel}
      </Button>
      {/* Not a live region: the toast has announced it already. */}
      {sent ? <p className="mt-4 font-medium text-success">{copy.sent}</p> : null}
      {unsaid ? (
        <p role="alert" className="mt-4 font-medium text-danger">
          {unsaid}
        </p>
      ) : null}
    </form>
  );
}

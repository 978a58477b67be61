import type * as React from "react";
import { cn } from "~/lib/cn";

type Common = { name: string; label: string; error?: string; className?: string };

const controlClass =
  "mt-2 block w-full rounded-control border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-subtle focus:border-brand-600 focus:outline-3 focus:outline-offset-0 focus:outline-brand-500";

/** A labelled input with its error message beside it, tied by aria-describedby. */
export function FormField({
  name,
  label,
  error,
  className,
  multiline,
  ...props
}: Common &
  (
    | ({ multiline?: false } & React.ComponentProps<"input">)
    | ({ multiline: true } & React.ComponentProps<"textarea">)
  )) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: cn(controlClass, error ? "border-danger" : "border-line-strong"),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} {...(props as React.ComponentProps<"textarea">)} />
      ) : (
        <input type="text" {...shared} {...(props as React.ComponentProps<"input">)} />
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

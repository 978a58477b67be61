type Step = { title: string; text: string };

/**
 * A numbered process: a real ordered list, numbered by the browser, drawn as one column
 * of steps joined by a line. Steps are read in order, and a single column never leaves
 * a lone card on a last row, whatever the count (three on managed services, five on
 * disaster recovery). Where the list is wide (across the page at 1440px), each step's
 * title sits beside its text.
 */
export function Steps({ items }: { items: readonly Step[] }) {
  return (
    <ol className="@container mt-8 flex flex-col [counter-reset:step]">
      {items.map((step) => (
        <li
          key={step.title}
          className="relative pb-6 pl-14 [counter-increment:step] before:absolute before:top-3 before:left-0 before:z-10 before:flex before:size-10 before:items-center before:justify-center before:rounded-full before:bg-brand-600 before:font-semibold before:text-white before:ring-4 before:ring-white before:content-[counter(step)] after:absolute after:top-13 after:-bottom-3 after:left-5 after:w-0.5 after:-translate-x-1/2 after:bg-brand-100 last:pb-0 last:after:hidden sm:pl-16"
        >
          {/* Across a wide section the title sits beside its text, so the card does not
              hold a paragraph in its left half and nothing in its right. */}
          <div className="rounded-card bg-surface px-5 py-4 sm:px-6 sm:py-5 @4xl:grid @4xl:grid-cols-[14rem_minmax(0,1fr)] @4xl:gap-8">
            <h3 className="text-h4">{step.title}</h3>
            <p className="mt-1 max-w-measure text-muted @4xl:mt-0">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

type Step = { title: string; text: string };

/** A numbered process: a real ordered list, numbered by the browser. */
export function Steps({ items }: { items: readonly Step[] }) {
  return (
    <ol className="mt-8 grid gap-6 [counter-reset:step] md:grid-cols-2">
      {items.map((step) => (
        <li
          key={step.title}
          className="relative rounded-card bg-surface p-6 pl-18 [counter-increment:step] before:absolute before:top-6 before:left-6 before:flex before:size-9 before:items-center before:justify-center before:rounded-full before:bg-brand-600 before:font-semibold before:text-white before:content-[counter(step)] md:odd:last:col-span-2"
        >
          <h3 className="text-h4">{step.title}</h3>
          <p className="mt-1 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

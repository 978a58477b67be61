type ModuleGroup = { name: string; description: string; modules: readonly string[] };

/** Module areas as cards: each with its name, what it is for and the modules in it. */
export function ModuleGrid({ groups }: { groups: readonly ModuleGroup[] }) {
  return (
    <ul className="mt-8 grid gap-5 md:grid-cols-2">
      {groups.map((group) => (
        <li
          key={group.name}
          className="rounded-card border border-line bg-white p-6 shadow-card md:odd:last:col-span-2"
        >
          <h3 className="text-h3">{group.name}</h3>
          <p className="mt-2 text-muted">{group.description}</p>
          <ul className="mt-4 flex flex-col gap-1.5 border-t border-line pt-4 text-sm">
            {group.modules.map((name) => (
              <li key={name} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600"
                />
                {name}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

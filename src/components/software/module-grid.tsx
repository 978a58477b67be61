import { cn } from "~/lib/cn";
import { cardColumns } from "./columns";

type ModuleGroup = { name: string; description: string; modules: readonly string[] };

/**
 * Module areas as cards: each with its name, what it is for and the modules in it. The
 * cards of a row share their rows (subgrid), so their lists start on one line.
 */
export function ModuleGrid({ groups }: { groups: readonly ModuleGroup[] }) {
  return (
    <ul className={cn("mt-8 grid gap-5", cardColumns[groups.length]?.list)}>
      {groups.map((group) => (
        <li
          key={group.name}
          className="row-span-3 grid grid-rows-subgrid gap-y-0 rounded-card border border-line bg-white p-6 shadow-card"
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

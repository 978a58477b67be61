import type * as React from "react";
import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import { isGroup, type MenuGroup } from "~content/navigation";
import { cn } from "~/lib/cn";
import { useCloseWhenLeft } from "./use-close-when-left";

/** The original's dropdown timings: open 150 ms after the pointer enters, close 100 ms after it leaves. */
export const HOVER_OPEN_DELAY_MS = 150;
export const HOVER_CLOSE_DELAY_MS = 100;

const itemClass =
  "block rounded-control px-3 py-2 text-sm whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700";

/**
 * Above 890px: a horizontal menu of disclosure buttons, each opening a dropdown (at
 * least the original's 160px, wider where a label would wrap) on hover (with the
 * original's delays), on click, and by keyboard (Enter, Space or ArrowDown; Escape
 * closes and returns focus).
 *
 * Until the scripts arrive (after the first paint), or without them, CSS opens a
 * dropdown while its group is hovered or holds the focus (app.css, data-menu-group).
 */
export function DesktopNav({ menu }: { menu: readonly MenuGroup[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);

  const schedule = (next: string | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const setNow = (next: string | null) => {
    clearTimeout(timer.current);
    setOpen(next);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // The open group: its button and dropdown.
  const openGroup = () =>
    open === null ? null : document.getElementById(`menu-${slug(open)}`)?.parentElement;
  // Close when a click lands outside the menu or focus leaves the open group (Tab past
  // its last link, to the next menu button, say), and on Escape wherever focus is, so
  // a dropdown opened by hovering closes by keyboard too.
  useCloseWhenLeft(
    open !== null,
    () => setNow(null),
    () => navRef.current,
    openGroup,
  );
  useEffect(() => {
    if (open === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const owner = document.getElementById(`menu-${slug(open)}`)?.parentElement;
      if (owner?.contains(document.activeElement)) owner.querySelector("button")?.focus();
      setNow(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden h-full nav:block">
      <ul className="flex h-full items-center xl:gap-1">
        {menu.map((group) => {
          const id = `menu-${slug(group.label)}`;
          const isOpen = open === group.label;
          return (
            // Hover opens the dropdown for mouse users (keyboard users have the button).
            <li
              key={group.label}
              data-menu-group=""
              className="relative flex h-full items-center"
              onPointerEnter={(e) => {
                if (e.pointerType === "mouse") schedule(group.label, HOVER_OPEN_DELAY_MS);
              }}
              onPointerLeave={(e) => {
                if (e.pointerType === "mouse") schedule(null, HOVER_CLOSE_DELAY_MS);
              }}
            >
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={id}
                onClick={() => setNow(isOpen ? null : group.label)}
                onKeyDown={(e) => {
                  if (e.key === "ArrowDown") {
                    e.preventDefault();
                    setNow(group.label);
                    requestAnimationFrame(() =>
                      document.getElementById(id)?.querySelector<HTMLElement>("a")?.focus(),
                    );
                  }
                }}
                className={cn(
                  "flex min-h-11 items-center gap-1 rounded-control px-2 text-[0.8125rem] font-semibold tracking-[0.05em] whitespace-nowrap text-navy-900 uppercase hover:text-brand-700 xl:px-3",
                  isOpen && "text-brand-700",
                )}
              >
                {group.label}
                <ChevronDown
                  aria-hidden="true"
                  className={cn("size-4 transition-transform", isOpen && "rotate-180")}
                />
              </button>
              {/* Arrow keys, Home and End move between the dropdown's links; Tab still works. */}
              {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
              <div
                id={id}
                hidden={!isOpen}
                data-menu=""
                onKeyDown={moveBetweenLinks}
                className="absolute top-[calc(100%-1.25rem)] left-0 z-50 w-max min-w-dropdown rounded-card border border-line bg-white p-1.5 shadow-pop"
              >
                <ul>
                  {group.items.map((item) =>
                    isGroup(item) ? (
                      <li key={item.label} className="mt-1 border-t border-line pt-1">
                        <span className="block px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-subtle uppercase">
                          {item.label}
                        </span>
                        <ul aria-label={item.label}>
                          {item.items.map((link) => (
                            <li key={link.to}>
                              <NavLink
                                to={link.to}
                                className={cn(itemClass, "pl-5")}
                                onClick={() => setNow(null)}
                              >
                                {link.label}
                              </NavLink>
                            </li>
                          ))}
                        </ul>
                      </li>
                    ) : (
                      <li key={item.to}>
                        <NavLink to={item.to} className={itemClass} onClick={() => setNow(null)}>
                          {item.label}
                        </NavLink>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** ArrowDown and ArrowUp (wrapping), Home and End, among the links of a dropdown. */
function moveBetweenLinks(event: React.KeyboardEvent<HTMLElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>("a")];
  const at = links.indexOf(document.activeElement as HTMLElement);
  const next = {
    ArrowDown: (at + 1) % links.length,
    ArrowUp: (at - 1 + links.length) % links.length,
    Home: 0,
    End: links.length - 1,
  }[event.key];
  if (next === undefined || at === -1) return;
  event.preventDefault();
  links[next]?.focus();
}

export function slug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

import { useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "./icons";
import type { ToolsDropdownProps } from "./tools-dropdown";
import { usePathScopedOpen } from "./use-path-scoped-open";

export const toolsTriggerClass =
  "inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm whitespace-nowrap xl:px-3 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-focus data-[state=open]:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[state=open]:bg-slate-800";

type Loaded = {
  Dropdown: ComponentType<ToolsDropdownProps>;
  focusTrigger: boolean;
  replayKey: string | null;
};

/**
 * The desktop "Tools" menu. Radix's dropdown (≈27 kB gzipped with its positioning and focus
 * code) is fetched when a visitor reaches for the menu (pointer over it, a press, or a key that
 * opens it), not with every page. Until then a button that looks and reads the same stands in;
 * a press opens the menu once it is in, a key is handed on to it.
 */
export function ToolsMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = usePathScopedOpen();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const standIn = useRef<HTMLButtonElement>(null);
  const keyPressed = useRef<string | null>(null);

  if (loaded) {
    return (
      <loaded.Dropdown
        open={open}
        onOpenChange={setOpen}
        focusTrigger={loaded.focusTrigger}
        replayKey={loaded.replayKey}
      />
    );
  }

  const load = () =>
    void import("./tools-dropdown").then(({ ToolsDropdown }) =>
      setLoaded({
        Dropdown: ToolsDropdown,
        focusTrigger: document.activeElement === standIn.current,
        replayKey: keyPressed.current,
      }),
    );

  return (
    <button
      ref={standIn}
      type="button"
      aria-haspopup="menu"
      aria-expanded={open}
      data-state={open ? "open" : "closed"}
      className={toolsTriggerClass}
      onPointerEnter={load}
      // Radix opens on the press of the main button, so this does too.
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        setOpen(true);
        load();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!["Enter", " ", "ArrowDown"].includes(event.key)) return;
        event.preventDefault();
        keyPressed.current = event.key;
        load();
      }}
    >
      {t("nav.tools")}
      <ChevronDownIcon />
    </button>
  );
}

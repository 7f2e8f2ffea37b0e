import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronDownIcon } from "./icons";
import { toolLinks } from "./navigation";
import { toolsTriggerClass } from "./tools-menu";

export type ToolsDropdownProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in trigger had focus when this replaced it: focus moves to the real one. */
  focusTrigger: boolean;
  /** A key pressed on the stand-in to open the menu, replayed on the real trigger. */
  replayKey: string | null;
};

/**
 * The desktop "Tools" dropdown: Radix gives it menu semantics, arrow keys, Escape and focus
 * return. Loaded by tools-menu.tsx when a visitor reaches for the menu, not with every page.
 */
export function ToolsDropdown({ open, onOpenChange, focusTrigger, replayKey }: ToolsDropdownProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);

  // Once, when this replaces the stand-in. The key goes through Radix's own handling, so the menu
  // opens with the first tool focused exactly as if Radix had been there all along.
  useEffect(() => {
    const button = trigger.current;
    if (!button || !(focusTrigger || replayKey)) return;
    button.focus();
    if (replayKey) {
      button.dispatchEvent(
        new KeyboardEvent("keydown", { key: replayKey, bubbles: true, cancelable: true }),
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={toolsTriggerClass}>
        {t("nav.tools")}
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 w-72 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {toolLinks.map(({ to, tool }) => (
            <DropdownMenu.Item key={to} asChild>
              <Link
                to={to}
                className="block rounded-md px-3 py-2 focus-visible:outline-offset-0 data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800"
              >
                <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">
                  {t(`tools.${tool}.name`)}
                </span>
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  {t(`tools.${tool}.description`)}
                </span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

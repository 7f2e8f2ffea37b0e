import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronDownIcon } from "./icons";
import { toolLinks } from "./navigation";
import { usePathScopedOpen } from "./use-path-scoped-open";

/** Desktop "Tools" dropdown: Radix gives it menu semantics, arrow keys, Escape and focus return. */
export function ToolsMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = usePathScopedOpen();
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm whitespace-nowrap xl:px-3 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-focus data-[state=open]:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[state=open]:bg-slate-800">
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

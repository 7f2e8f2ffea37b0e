import { useState } from "react";
import { useLocation } from "react-router";

/**
 * Open/closed state that belongs to the page it was opened on: when the path changes, the
 * menu is closed without an effect or an extra render.
 */
export function usePathScopedOpen() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return [open, (next: boolean) => setOpenOn(next ? pathname : null)] as const;
}

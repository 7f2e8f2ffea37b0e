type IconProps = { className?: string };

const base = (className = "h-5 w-5") => ({
  className,
  "aria-hidden": true,
  focusable: false,
  viewBox: "0 0 24 24",
});

export const MenuIcon = ({ className }: IconProps) => (
  <svg {...base(className)} fill="none" stroke="currentColor" strokeWidth={2}>
    <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = ({ className }: IconProps) => (
  <svg {...base(className)} fill="none" stroke="currentColor" strokeWidth={2}>
    <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const ChevronDownIcon = ({ className }: IconProps) => (
  <svg {...base(className ?? "h-4 w-4")} fill="none" stroke="currentColor" strokeWidth={2}>
    <path strokeLinecap="round" strokeLinejoin="round" d="M6 9l6 6 6-6" />
  </svg>
);

export const SunIcon = ({ className }: IconProps) => (
  <svg {...base(className)} fill="none" stroke="currentColor" strokeWidth={2}>
    <circle cx="12" cy="12" r="4" />
    <path
      strokeLinecap="round"
      d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
    />
  </svg>
);

export const MoonIcon = ({ className }: IconProps) => (
  <svg {...base(className)} fill="none" stroke="currentColor" strokeWidth={2}>
    <path strokeLinejoin="round" d="M20 14.5A8 8 0 019.5 4a8 8 0 1010.5 10.5z" />
  </svg>
);

export const YouTubeIcon = ({ className }: IconProps) => (
  <svg {...base(className)} fill="currentColor">
    <path d="M23 7.2a3 3 0 00-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 001 7.2 31 31 0 00.5 12a31 31 0 00.5 4.8 3 3 0 002.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 002.1-2.1 31 31 0 00.5-4.8 31 31 0 00-.5-4.8zM9.75 15.1V8.9L15.5 12z" />
  </svg>
);

export const FacebookIcon = ({ className }: IconProps) => (
  <svg {...base(className)} fill="currentColor">
    <path d="M24 12a12 12 0 10-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0024 12z" />
  </svg>
);

export const InstagramIcon = ({ className }: IconProps) => (
  <svg {...base(className)} fill="none" stroke="currentColor" strokeWidth={2}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
  </svg>
);

export const SwapIcon = ({ className }: IconProps) => (
  <svg
    {...base(className)}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M7 4 3 8l4 4M3 8h13M17 20l4-4-4-4M21 16H8" />
  </svg>
);

export const RefreshIcon = ({ className }: IconProps) => (
  <svg
    {...base(className)}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M20 11a8 8 0 0 0-14.9-3.9M4 4v4h4M4 13a8 8 0 0 0 14.9 3.9M20 20v-4h-4" />
  </svg>
);

export const SpeakerIcon = ({ className }: IconProps) => (
  <svg
    {...base(className)}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M11 5 6 9H3v6h3l5 4V5z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </svg>
);

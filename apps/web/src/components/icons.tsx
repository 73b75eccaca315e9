import type { SVGProps } from 'react';

/** Small decorative line icons (no icon package is installed); always aria-hidden. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Svg({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const IconLive = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3z" />
  </Svg>
);
export const IconSlots = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M15 4v16M5 12h2M11 12h2M17 12h2" />
  </Svg>
);
export const IconFish = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3z" />
    <circle cx="8" cy="11" r="0.8" fill="currentColor" />
  </Svg>
);
export const IconSports = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7l4 3-1.5 5h-5L8 10z" />
  </Svg>
);
export const IconCards = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="11" height="15" rx="2" />
    <path d="M14 7l6 2-4 12-4-1.3" />
    <path d="M8.5 10.5l-2 2.5 2 2.5 2-2.5z" />
  </Svg>
);
export const IconLottery = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="8" cy="9" r="4" />
    <circle cx="16" cy="15" r="4" />
    <path d="M8 7.5v3M16 13.5v3" />
  </Svg>
);
export const IconHeadset = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
  </Svg>
);

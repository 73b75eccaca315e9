import { type IconProps, Svg } from './icons';

/**
 * Icons only lazily loaded pages use (the member centre, the maintenance and region pages, the login
 * page, the signed-in member bar). Apart from icons.tsx, which the entry chunk carries for the header
 * and the home page: a module lands whole in one chunk, so these would ride in every first load.
 */
export const IconClock = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);
export const IconTools = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
  </Svg>
);
export const IconShield = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </Svg>
);
export const IconCompass = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </Svg>
);
export const IconUser = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4.5 4.5-7 8-7s7 2.5 8 7" />
  </Svg>
);
export const IconTeam = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.8 3.5-6 6.5-6s5.7 2.2 6.5 6" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M16 14c2.8 0 5 1.8 5.5 5" />
  </Svg>
);

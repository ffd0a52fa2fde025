import { createElement, type ReactElement, type ReactNode, type SVGProps } from 'react';

/**
 * The handful of line icons the storefront needs, inline so the public pages load no icon font.
 * Here those of the frame and the home page's first screen; the others are in page-icons.tsx,
 * so the first page does not carry them.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 18, children, ...rest }: IconProps & { children?: ReactNode }) {
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

/** An icon: its shapes inside the shared 24×24 line-drawing frame (passed as arguments, so they need no keys). */
export const icon =
  (...shapes: ReactElement[]) =>
  (props: IconProps) =>
    createElement(Svg, props, ...shapes);

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const ChevronRightIcon = icon(<path d="M9 6l6 6-6 6" />);
export const MailIcon = icon(<rect x="3" y="5" width="18" height="14" rx="2" />, <path d="M3 7l9 6 9-6" />);
export const HeadsetIcon = icon(
  <path d="M4 14v-2a8 8 0 0 1 16 0v2" />,
  <rect x="3" y="14" width="4" height="6" rx="1.5" />,
  <rect x="17" y="14" width="4" height="6" rx="1.5" />,
);
export const CopyIcon = icon(
  <rect x="8" y="8" width="12" height="12" rx="2" />,
  <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />,
);
export const ConsoleIcon = icon(<rect x="3" y="4" width="18" height="14" rx="2" />, <path d="M7 9l3 2-3 2M12 14h5M8 21h8" />);
export const DocIcon = icon(<path d="M6 3h9l4 4v14H6z" />, <path d="M14 3v5h5M9 13h7M9 17h7" />);
export const FeedbackIcon = icon(<path d="M4 5h16v11H9l-5 4z" />, <path d="M8 10h8" />);

export const ChevronLeftIcon = icon(<path d="M15 6l-6 6 6 6" />);
export const MegaphoneIcon = icon(
  <path d="M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1z" />,
  <path d="M17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11" />,
);
export const PauseIcon = icon(<path d="M9 6v12M15 6v12" />);
export const PlayIcon = icon(<path d="M8 5.5v13l10-6.5z" />);
export const GpuIcon = icon(
  <rect x="3" y="6" width="18" height="11" rx="2" />,
  <circle cx="9" cy="11.5" r="2.6" />,
  <circle cx="15.5" cy="11.5" r="2.6" />,
  <path d="M6 17v2M10 17v2M14 17v2M18 17v2" />,
);
export const MoonIcon = icon(<path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />);
export const ClockIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);
export const LayersIcon = icon(<path d="M12 3l9 5-9 5-9-5z" />, <path d="M3 13l9 5 9-5" />);

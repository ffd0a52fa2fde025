import { createElement, type ReactElement, type ReactNode, type SVGProps } from 'react';

/** The handful of line icons the storefront needs, inline so the public pages load no icon font. */
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
const icon =
  (...shapes: ReactElement[]) =>
  (props: IconProps) =>
    createElement(Svg, props, ...shapes);

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const ChevronRightIcon = icon(<path d="M9 6l6 6-6 6" />);
export const MailIcon = icon(<rect x="3" y="5" width="18" height="14" rx="2" />, <path d="M3 7l9 6 9-6" />);
export const PhoneIcon = icon(<rect x="7" y="2.5" width="10" height="19" rx="2" />, <path d="M11 18.5h2" />);
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
export const LogoutIcon = icon(<path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />);
export const KeyIcon = icon(<circle cx="8" cy="15" r="4" />, <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />);
export const TicketIcon = icon(
  <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6H3z" />,
  <path d="M14 6v12" strokeDasharray="2 2" />,
);
export const OrderIcon = icon(<path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" />, <path d="M9 8h6M9 12h6" />);
export const ChartIcon = icon(<path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8" />);
export const BoardIcon = icon(<rect x="3" y="4" width="18" height="16" rx="2" />, <path d="M3 9h18M8 13h8M8 16h5" />);

// Storefront page icons.
export const ChevronLeftIcon = icon(<path d="M15 6l-6 6 6 6" />);
export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const MegaphoneIcon = icon(
  <path d="M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1z" />,
  <path d="M17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11" />,
);
export const PauseIcon = icon(<path d="M9 6v12M15 6v12" />);
export const PlayIcon = icon(<path d="M8 5.5v13l10-6.5z" />);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const GpuIcon = icon(
  <rect x="3" y="6" width="18" height="11" rx="2" />,
  <circle cx="9" cy="11.5" r="2.6" />,
  <circle cx="15.5" cy="11.5" r="2.6" />,
  <path d="M6 17v2M10 17v2M14 17v2M18 17v2" />,
);
export const ServerIcon = icon(
  <rect x="4" y="3" width="16" height="7" rx="1.5" />,
  <rect x="4" y="14" width="16" height="7" rx="1.5" />,
  <path d="M8 6.5h.01M8 17.5h.01M12 6.5h5M12 17.5h5" />,
);
export const MoonIcon = icon(<path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />);
export const ClockIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);
export const ShieldIcon = icon(<path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />, <path d="M8.5 12l2.5 2.5 4.5-5" />);
export const LayersIcon = icon(<path d="M12 3l9 5-9 5-9-5z" />, <path d="M3 13l9 5 9-5" />);
export const BookIcon = icon(<path d="M4 5a2 2 0 0 1 2-2h13v15H6a2 2 0 0 0-2 2z" />, <path d="M4 20a2 2 0 0 0 2 2h13v-4M9 7h6" />);
export const DatabaseIcon = icon(
  <ellipse cx="12" cy="5.5" rx="7.5" ry="2.5" />,
  <path d="M4.5 5.5v13c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5v-13M4.5 12c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5" />,
);
export const CameraIcon = icon(<path d="M4 8h3l2-3h6l2 3h3v11H4z" />, <circle cx="12" cy="13" r="3.5" />);
export const CubeIcon = icon(<path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />, <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />);
export const PinIcon = icon(<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />, <circle cx="12" cy="9.5" r="2.5" />);
export const HandshakeIcon = icon(<path d="M3 11l4-4 4 2 3-2 4 1 3 3" />, <path d="M3 11l6 6c.8.8 2 .8 2.8 0l5.7-5.7M9 14l2 2M12 12l2 2" />);
export const PrintIcon = icon(<path d="M7 8V3h10v5M7 17H4v-8h16v8h-3" />, <rect x="7" y="14" width="10" height="7" />);
export const UsersIcon = icon(
  <circle cx="9" cy="8" r="3.5" />,
  <path d="M2.5 20c.6-3.6 3.3-6 6.5-6s5.9 2.4 6.5 6M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2 .8 3.2 2.9 3.5 5.7" />,
);
export const WalletIcon = icon(
  <path d="M4 7a2 2 0 0 1 2-2h12v4" />,
  <path d="M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2z" />,
  <circle cx="16" cy="14.5" r="1.2" />,
);
export const BankIcon = icon(<path d="M3 9.5L12 4l9 5.5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />);

import { icon } from './icons';

/** The storefront's other line icons (menus and pages beyond the first screen; see icons.tsx). */
export const PhoneIcon = icon(<rect x="7" y="2.5" width="10" height="19" rx="2" />, <path d="M11 18.5h2" />);
export const LogoutIcon = icon(<path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />);
export const KeyIcon = icon(<circle cx="8" cy="15" r="4" />, <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />);
export const TicketIcon = icon(
  <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6H3z" />,
  <path d="M14 6v12" strokeDasharray="2 2" />,
);
export const OrderIcon = icon(<path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" />, <path d="M9 8h6M9 12h6" />);
export const ChartIcon = icon(<path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8" />);
export const BoardIcon = icon(<rect x="3" y="4" width="18" height="16" rx="2" />, <path d="M3 9h18M8 13h8M8 16h5" />);
export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const ServerIcon = icon(
  <rect x="4" y="3" width="16" height="7" rx="1.5" />,
  <rect x="4" y="14" width="16" height="7" rx="1.5" />,
  <path d="M8 6.5h.01M8 17.5h.01M12 6.5h5M12 17.5h5" />,
);
export const ShieldIcon = icon(<path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />, <path d="M8.5 12l2.5 2.5 4.5-5" />);
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

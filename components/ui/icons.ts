import { createElement, type SVGProps } from 'react';
import type { IconName } from '@/lib/icons/drawings';
import { cn } from '@/lib/utils';

/**
 * Lucide's icons as references into one cached sprite (/icons.svg, drawn from lib/icons/drawings.ts).
 * An inline drawing repeats every path in the HTML and again in the page's RSC payload; a reference
 * is one element and works in server and client components alike. Size, stroke and fill come from
 * the `.icon` rule in globals.css (a base-layer rule, so `size-*`, `fill-*` and `stroke-*`
 * utilities override it), inherited by the referenced drawing.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

const version = process.env.NEXT_PUBLIC_ICON_SPRITE_VERSION;
/** The sprite's address; the version changes with its drawings, so browsers may keep it for good. */
export const ICON_SPRITE_URL = version ? `/icons.svg?v=${version}` : '/icons.svg';

function icon(name: IconName): IconComponent {
  function Icon({ className, ...props }: IconProps) {
    // Decorative unless the caller names it, as lucide's own component decides.
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
    return createElement(
      'svg',
      { viewBox: '0 0 24 24', 'aria-hidden': labelled ? undefined : true, ...props, className: cn('icon', className) },
      createElement('use', { href: `${ICON_SPRITE_URL}#${name}` }),
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const Activity = /* @__PURE__ */ icon('activity');
export const AlertTriangle = /* @__PURE__ */ icon('alert-triangle');
export const ArrowRight = /* @__PURE__ */ icon('arrow-right');
export const ArrowUp = /* @__PURE__ */ icon('arrow-up');
export const ArrowDown = /* @__PURE__ */ icon('arrow-down');
export const Inbox = /* @__PURE__ */ icon('inbox');
export const History = /* @__PURE__ */ icon('history');
export const UserCog = /* @__PURE__ */ icon('user-cog');
export const Newspaper = /* @__PURE__ */ icon('newspaper');
export const ScrollText = /* @__PURE__ */ icon('scroll-text');
export const Filter = /* @__PURE__ */ icon('filter');
export const BarChart3 = /* @__PURE__ */ icon('bar-chart3');
export const Gauge = /* @__PURE__ */ icon('gauge');
export const Award = /* @__PURE__ */ icon('award');
export const BadgeCheck = /* @__PURE__ */ icon('badge-check');
export const BookOpen = /* @__PURE__ */ icon('book-open');
export const Bot = /* @__PURE__ */ icon('bot');
export const BrainCircuit = /* @__PURE__ */ icon('brain-circuit');
export const Building2 = /* @__PURE__ */ icon('building2');
export const CalendarDays = /* @__PURE__ */ icon('calendar-days');
export const Check = /* @__PURE__ */ icon('check');
export const CheckCircle2 = /* @__PURE__ */ icon('check-circle2');
export const ChevronDown = /* @__PURE__ */ icon('chevron-down');
export const ChevronLeft = /* @__PURE__ */ icon('chevron-left');
export const ChevronRight = /* @__PURE__ */ icon('chevron-right');
export const Clock = /* @__PURE__ */ icon('clock');
export const Cloud = /* @__PURE__ */ icon('cloud');
export const Compass = /* @__PURE__ */ icon('compass');
export const Cpu = /* @__PURE__ */ icon('cpu');
export const DatabaseBackup = /* @__PURE__ */ icon('database-backup');
export const Download = /* @__PURE__ */ icon('download');
export const ExternalLink = /* @__PURE__ */ icon('external-link');
export const Eye = /* @__PURE__ */ icon('eye');
export const EyeOff = /* @__PURE__ */ icon('eye-off');
export const FileText = /* @__PURE__ */ icon('file-text');
export const Gift = /* @__PURE__ */ icon('gift');
export const Globe = /* @__PURE__ */ icon('globe');
export const Handshake = /* @__PURE__ */ icon('handshake');
export const Headset = /* @__PURE__ */ icon('headset');
export const HeartHandshake = /* @__PURE__ */ icon('heart-handshake');
export const Home = /* @__PURE__ */ icon('home');
export const Info = /* @__PURE__ */ icon('info');
export const LayoutDashboard = /* @__PURE__ */ icon('layout-dashboard');
export const Loader2 = /* @__PURE__ */ icon('loader2');
export const LogIn = /* @__PURE__ */ icon('log-in');
export const LogOut = /* @__PURE__ */ icon('log-out');
export const Mail = /* @__PURE__ */ icon('mail');
export const MailCheck = /* @__PURE__ */ icon('mail-check');
export const MapPin = /* @__PURE__ */ icon('map-pin');
export const Menu = /* @__PURE__ */ icon('menu');
export const MessageCircle = /* @__PURE__ */ icon('message-circle');
export const Monitor = /* @__PURE__ */ icon('monitor');
export const Moon = /* @__PURE__ */ icon('moon');
export const Pencil = /* @__PURE__ */ icon('pencil');
export const Phone = /* @__PURE__ */ icon('phone');
export const Plus = /* @__PURE__ */ icon('plus');
export const Quote = /* @__PURE__ */ icon('quote');
export const RefreshCw = /* @__PURE__ */ icon('refresh-cw');
export const Repeat = /* @__PURE__ */ icon('repeat');
export const RotateCcw = /* @__PURE__ */ icon('rotate-ccw');
export const Search = /* @__PURE__ */ icon('search');
export const Send = /* @__PURE__ */ icon('send');
export const Shield = /* @__PURE__ */ icon('shield');
export const ShieldCheck = /* @__PURE__ */ icon('shield-check');
export const Sparkles = /* @__PURE__ */ icon('sparkles');
export const Sun = /* @__PURE__ */ icon('sun');
export const Target = /* @__PURE__ */ icon('target');
export const Trash2 = /* @__PURE__ */ icon('trash2');
export const TrendingUp = /* @__PURE__ */ icon('trending-up');
export const Upload = /* @__PURE__ */ icon('upload');
export const UserCheck = /* @__PURE__ */ icon('user-check');
export const UserRound = /* @__PURE__ */ icon('user-round');
export const Users = /* @__PURE__ */ icon('users');
export const WifiOff = /* @__PURE__ */ icon('wifi-off');
export const X = /* @__PURE__ */ icon('x');
export const XCircle = /* @__PURE__ */ icon('x-circle');

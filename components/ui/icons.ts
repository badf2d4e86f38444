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

export const Activity = icon('activity');
export const AlertTriangle = icon('alert-triangle');
export const ArrowRight = icon('arrow-right');
export const ArrowUp = icon('arrow-up');
export const ArrowDown = icon('arrow-down');
export const Inbox = icon('inbox');
export const History = icon('history');
export const UserCog = icon('user-cog');
export const Newspaper = icon('newspaper');
export const ScrollText = icon('scroll-text');
export const Filter = icon('filter');
export const BarChart3 = icon('bar-chart3');
export const Gauge = icon('gauge');
export const Award = icon('award');
export const BadgeCheck = icon('badge-check');
export const BookOpen = icon('book-open');
export const Bot = icon('bot');
export const BrainCircuit = icon('brain-circuit');
export const Building2 = icon('building2');
export const CalendarDays = icon('calendar-days');
export const Check = icon('check');
export const CheckCircle2 = icon('check-circle2');
export const ChevronDown = icon('chevron-down');
export const ChevronLeft = icon('chevron-left');
export const ChevronRight = icon('chevron-right');
export const Clock = icon('clock');
export const Cloud = icon('cloud');
export const Compass = icon('compass');
export const Cpu = icon('cpu');
export const DatabaseBackup = icon('database-backup');
export const Download = icon('download');
export const ExternalLink = icon('external-link');
export const Eye = icon('eye');
export const EyeOff = icon('eye-off');
export const FileText = icon('file-text');
export const Gift = icon('gift');
export const Globe = icon('globe');
export const Handshake = icon('handshake');
export const Headset = icon('headset');
export const HeartHandshake = icon('heart-handshake');
export const Home = icon('home');
export const Info = icon('info');
export const LayoutDashboard = icon('layout-dashboard');
export const Loader2 = icon('loader2');
export const LogIn = icon('log-in');
export const LogOut = icon('log-out');
export const Mail = icon('mail');
export const MailCheck = icon('mail-check');
export const MapPin = icon('map-pin');
export const Menu = icon('menu');
export const MessageCircle = icon('message-circle');
export const Monitor = icon('monitor');
export const Moon = icon('moon');
export const Pencil = icon('pencil');
export const Phone = icon('phone');
export const Plus = icon('plus');
export const Quote = icon('quote');
export const RefreshCw = icon('refresh-cw');
export const Repeat = icon('repeat');
export const RotateCcw = icon('rotate-ccw');
export const Search = icon('search');
export const Send = icon('send');
export const Shield = icon('shield');
export const ShieldCheck = icon('shield-check');
export const Sparkles = icon('sparkles');
export const Sun = icon('sun');
export const Target = icon('target');
export const Trash2 = icon('trash2');
export const TrendingUp = icon('trending-up');
export const Upload = icon('upload');
export const UserCheck = icon('user-check');
export const UserRound = icon('user-round');
export const Users = icon('users');
export const WifiOff = icon('wifi-off');
export const X = icon('x');
export const XCircle = icon('x-circle');

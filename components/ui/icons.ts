import {
  Activity as ActivityNode,
  AlertTriangle as AlertTriangleNode,
  ArrowRight as ArrowRightNode,
  ArrowUp as ArrowUpNode,
  ArrowDown as ArrowDownNode,
  Inbox as InboxNode,
  History as HistoryNode,
  UserCog as UserCogNode,
  Newspaper as NewspaperNode,
  ScrollText as ScrollTextNode,
  Filter as FilterNode,
  BarChart3 as BarChart3Node,
  Award as AwardNode,
  BadgeCheck as BadgeCheckNode,
  BookOpen as BookOpenNode,
  Bot as BotNode,
  BrainCircuit as BrainCircuitNode,
  Building2 as Building2Node,
  CalendarDays as CalendarDaysNode,
  Check as CheckNode,
  CheckCircle2 as CheckCircle2Node,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  Clock as ClockNode,
  Cloud as CloudNode,
  Compass as CompassNode,
  Cpu as CpuNode,
  DatabaseBackup as DatabaseBackupNode,
  Download as DownloadNode,
  ExternalLink as ExternalLinkNode,
  Eye as EyeNode,
  EyeOff as EyeOffNode,
  FileText as FileTextNode,
  Gift as GiftNode,
  Globe as GlobeNode,
  Handshake as HandshakeNode,
  Headset as HeadsetNode,
  HeartHandshake as HeartHandshakeNode,
  Home as HomeNode,
  Info as InfoNode,
  LayoutDashboard as LayoutDashboardNode,
  Loader2 as Loader2Node,
  LogIn as LogInNode,
  LogOut as LogOutNode,
  Mail as MailNode,
  MailCheck as MailCheckNode,
  MapPin as MapPinNode,
  Menu as MenuNode,
  MessageCircle as MessageCircleNode,
  Monitor as MonitorNode,
  Moon as MoonNode,
  Pencil as PencilNode,
  Phone as PhoneNode,
  Plus as PlusNode,
  Quote as QuoteNode,
  RefreshCw as RefreshCwNode,
  Repeat as RepeatNode,
  RotateCcw as RotateCcwNode,
  Search as SearchNode,
  Send as SendNode,
  Shield as ShieldNode,
  ShieldCheck as ShieldCheckNode,
  Sparkles as SparklesNode,
  Star as StarNode,
  Sun as SunNode,
  Target as TargetNode,
  Trash2 as Trash2Node,
  TrendingUp as TrendingUpNode,
  Upload as UploadNode,
  UserCheck as UserCheckNode,
  UserRound as UserRoundNode,
  Users as UsersNode,
  WifiOff as WifiOffNode,
  X as XNode,
  XCircle as XCircleNode,
  type IconNode,
} from 'lucide';
import { createElement, type SVGProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Lucide's icons as plain SVG. lucide-react's icon component is a client component, so every icon a
 * server component rendered became a client reference, its drawing serialized into the page's RSC
 * payload and hydrated in the browser. These render the same SVG from the same drawings and work
 * in server and client components alike. Size, stroke and fill come from the `.icon` rule in
 * globals.css (a base-layer rule, so `size-*`, `fill-*` and `stroke-*` utilities override it).
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

function icon(node: IconNode, name: string): IconComponent {
  function Icon({ className, ...props }: IconProps) {
    // Decorative unless the caller names it, as lucide's own component decides.
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
    return createElement(
      'svg',
      { viewBox: '0 0 24 24', 'aria-hidden': labelled ? undefined : true, ...props, className: cn('icon', className) },
      node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs })),
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const Activity = icon(ActivityNode, 'activity');
export const AlertTriangle = icon(AlertTriangleNode, 'alert-triangle');
export const ArrowRight = icon(ArrowRightNode, 'arrow-right');
export const ArrowUp = icon(ArrowUpNode, 'arrow-up');
export const ArrowDown = icon(ArrowDownNode, 'arrow-down');
export const Inbox = icon(InboxNode, 'inbox');
export const History = icon(HistoryNode, 'history');
export const UserCog = icon(UserCogNode, 'user-cog');
export const Newspaper = icon(NewspaperNode, 'newspaper');
export const ScrollText = icon(ScrollTextNode, 'scroll-text');
export const Filter = icon(FilterNode, 'filter');
export const BarChart3 = icon(BarChart3Node, 'bar-chart3');
export const Award = icon(AwardNode, 'award');
export const BadgeCheck = icon(BadgeCheckNode, 'badge-check');
export const BookOpen = icon(BookOpenNode, 'book-open');
export const Bot = icon(BotNode, 'bot');
export const BrainCircuit = icon(BrainCircuitNode, 'brain-circuit');
export const Building2 = icon(Building2Node, 'building2');
export const CalendarDays = icon(CalendarDaysNode, 'calendar-days');
export const Check = icon(CheckNode, 'check');
export const CheckCircle2 = icon(CheckCircle2Node, 'check-circle2');
export const ChevronDown = icon(ChevronDownNode, 'chevron-down');
export const ChevronLeft = icon(ChevronLeftNode, 'chevron-left');
export const ChevronRight = icon(ChevronRightNode, 'chevron-right');
export const Clock = icon(ClockNode, 'clock');
export const Cloud = icon(CloudNode, 'cloud');
export const Compass = icon(CompassNode, 'compass');
export const Cpu = icon(CpuNode, 'cpu');
export const DatabaseBackup = icon(DatabaseBackupNode, 'database-backup');
export const Download = icon(DownloadNode, 'download');
export const ExternalLink = icon(ExternalLinkNode, 'external-link');
export const Eye = icon(EyeNode, 'eye');
export const EyeOff = icon(EyeOffNode, 'eye-off');
export const FileText = icon(FileTextNode, 'file-text');
export const Gift = icon(GiftNode, 'gift');
export const Globe = icon(GlobeNode, 'globe');
export const Handshake = icon(HandshakeNode, 'handshake');
export const Headset = icon(HeadsetNode, 'headset');
export const HeartHandshake = icon(HeartHandshakeNode, 'heart-handshake');
export const Home = icon(HomeNode, 'home');
export const Info = icon(InfoNode, 'info');
export const LayoutDashboard = icon(LayoutDashboardNode, 'layout-dashboard');
export const Loader2 = icon(Loader2Node, 'loader2');
export const LogIn = icon(LogInNode, 'log-in');
export const LogOut = icon(LogOutNode, 'log-out');
export const Mail = icon(MailNode, 'mail');
export const MailCheck = icon(MailCheckNode, 'mail-check');
export const MapPin = icon(MapPinNode, 'map-pin');
export const Menu = icon(MenuNode, 'menu');
export const MessageCircle = icon(MessageCircleNode, 'message-circle');
export const Monitor = icon(MonitorNode, 'monitor');
export const Moon = icon(MoonNode, 'moon');
export const Pencil = icon(PencilNode, 'pencil');
export const Phone = icon(PhoneNode, 'phone');
export const Plus = icon(PlusNode, 'plus');
export const Quote = icon(QuoteNode, 'quote');
export const RefreshCw = icon(RefreshCwNode, 'refresh-cw');
export const Repeat = icon(RepeatNode, 'repeat');
export const RotateCcw = icon(RotateCcwNode, 'rotate-ccw');
export const Search = icon(SearchNode, 'search');
export const Send = icon(SendNode, 'send');
export const Shield = icon(ShieldNode, 'shield');
export const ShieldCheck = icon(ShieldCheckNode, 'shield-check');
export const Sparkles = icon(SparklesNode, 'sparkles');
export const Star = icon(StarNode, 'star');
export const Sun = icon(SunNode, 'sun');
export const Target = icon(TargetNode, 'target');
export const Trash2 = icon(Trash2Node, 'trash2');
export const TrendingUp = icon(TrendingUpNode, 'trending-up');
export const Upload = icon(UploadNode, 'upload');
export const UserCheck = icon(UserCheckNode, 'user-check');
export const UserRound = icon(UserRoundNode, 'user-round');
export const Users = icon(UsersNode, 'users');
export const WifiOff = icon(WifiOffNode, 'wifi-off');
export const X = icon(XNode, 'x');
export const XCircle = icon(XCircleNode, 'x-circle');

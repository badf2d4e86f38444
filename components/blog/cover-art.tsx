import { Cloud, Cpu, DatabaseBackup, Headset, ShieldCheck } from '@/components/ui/icons';

const COVERS = {
  cloud: { icon: Cloud, gradient: 'from-sky-600 to-cyan-500' },
  security: { icon: ShieldCheck, gradient: 'from-rose-600 to-orange-500' },
  automation: { icon: Cpu, gradient: 'from-emerald-600 to-teal-500' },
  backup: { icon: DatabaseBackup, gradient: 'from-indigo-600 to-blue-500' },
  support: { icon: Headset, gradient: 'from-blue-600 to-violet-500' },
} as const;

/** Drawn covers per category: no image downloads, no layout shift. */
export function CoverArt({ category, large = false }: { category: string; large?: boolean }) {
  const cover = COVERS[category as keyof typeof COVERS] ?? COVERS.support;
  const Icon = cover.icon;
  return (
    <div
      aria-hidden
      className={`relative flex items-center justify-center overflow-hidden bg-gradient-to-br ${cover.gradient} ${large ? 'h-56 sm:h-72' : 'h-36'}`}
    >
      <div className="absolute -right-8 -top-8 size-40 rounded-full bg-white/10" />
      <div className="absolute -bottom-10 -left-6 size-32 rounded-full bg-black/10" />
      <Icon className={`${large ? 'size-24' : 'size-14'} text-white/90`} />
    </div>
  );
}

import { cn } from '@web/lib/utils';
import { FileTextIcon, ImageIcon, PlayIcon } from 'lucide-react';

/**
 * The built-in default homepage banner, shown until an admin sets one (SPEC: max height 400 px): a
 * gradient with a small illustration of the library's content. Decorative only.
 */
export function BannerPlaceholder({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn(
        'relative isolate aspect-[16/9] max-h-[400px] w-full overflow-hidden rounded-2xl border bg-[linear-gradient(135deg,oklch(0.95_0.035_200),oklch(0.9_0.06_205)_55%,oklch(0.84_0.07_220))] sm:aspect-[16/6]',
        className,
      )}
    >
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,oklch(1_0_0/0.55)_1px,transparent_0)] bg-[length:22px_22px]" />
      <div className="absolute -top-24 -left-16 -z-10 size-72 rounded-full bg-white/40 blur-3xl" />
      <div className="absolute -right-10 -bottom-28 -z-10 size-80 rounded-full bg-primary/15 blur-3xl" />

      <div className="absolute inset-0 flex items-center justify-center">
        <div className="relative h-[62%] w-[min(70%,28rem)]">
          <div className="absolute top-[8%] left-0 flex h-[78%] w-[42%] -rotate-6 items-center justify-center rounded-xl bg-white/80 shadow-lg ring-1 ring-black/5">
            <FileTextIcon className="size-[30%] text-primary/60" strokeWidth={1.5} />
          </div>
          <div className="absolute top-0 left-[29%] z-10 flex h-full w-[42%] flex-col overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-black/5">
            <div className="flex flex-1 items-center justify-center bg-[linear-gradient(160deg,oklch(0.9_0.06_205),oklch(0.8_0.08_210))]">
              <ImageIcon className="size-[34%] text-white" strokeWidth={1.5} />
            </div>
            <div className="space-y-1.5 p-[6%]">
              <div className="h-1.5 w-3/4 rounded-full bg-foreground/15" />
              <div className="h-1.5 w-1/2 rounded-full bg-foreground/10" />
            </div>
          </div>
          <div className="absolute top-[8%] right-0 flex h-[78%] w-[42%] rotate-6 items-center justify-center rounded-xl bg-white/80 shadow-lg ring-1 ring-black/5">
            <span className="flex size-[34%] items-center justify-center rounded-full bg-primary/15">
              <PlayIcon className="size-1/2 fill-primary/60 text-primary/60" strokeWidth={1.5} />
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}

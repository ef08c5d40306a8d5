import { homeMessages } from '@shared/messages/home';
import { BannerPlaceholder } from '@web/components/banner-placeholder';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBannerUpdated } from '@web/lib/live-events';
import { paths } from '@web/lib/paths';
import { useBanner } from '@web/lib/public-settings';
import { cn } from '@web/lib/utils';
import { useState } from 'react';
import { Link } from 'react-router';

const FRAME = 'aspect-[16/9] max-h-[400px] w-full overflow-hidden rounded-2xl sm:aspect-[16/6]';

/**
 * SPEC 'Home' banner: the stored banner (versioned URL) when an admin has set one, else the built-in
 * default; at most 400 px high. A 'bannerUpdated' page event swaps the image without a reload.
 * Signed in, it links to the gallery (the landing's hero banner).
 */
export function HomeBanner({
  linkToGallery = false,
  className,
}: {
  linkToGallery?: boolean;
  className?: string;
}) {
  const banner = useBanner();
  const storedUrl = banner?.url ?? null;
  // The URL announced by the page event, and which stored URL it replaced: once the settings say
  // something newer, they win again.
  const [live, setLive] = useState<{ url: string; replaced: string | null } | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  useBannerUpdated((url) => setLive({ url, replaced: storedUrl }));

  const url = live && live.replaced === storedUrl ? live.url : storedUrl;

  let content: React.ReactNode;
  if (banner === undefined && !live) {
    content = <Skeleton className={cn(FRAME, 'rounded-2xl')} />;
  } else if (url && url !== failedUrl) {
    content = (
      <img
        src={url}
        alt={homeMessages.home.bannerAlt}
        className={cn(FRAME, 'border bg-muted object-cover')}
        onError={() => setFailedUrl(url)}
      />
    );
  } else {
    content = <BannerPlaceholder />;
  }

  if (!linkToGallery) return <div className={className}>{content}</div>;
  return (
    <Link
      to={paths.gallery}
      aria-label={homeMessages.home.bannerLink}
      className={cn(
        'block rounded-2xl outline-none transition-opacity hover:opacity-95 focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      {content}
    </Link>
  );
}

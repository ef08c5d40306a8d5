import { shareLinksMessages } from '@shared/messages/share-links';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { HandshakeIcon } from 'lucide-react';
import { useState } from 'react';
import { ShareLinkDialog, type ShareTarget } from './share-link-dialog';

export interface ShareLinkButtonProps {
  target: ShareTarget;
  variant?: ButtonProps['variant'];
  className?: string;
}

/** 'Link para parceiros' on the asset and album pages: opens the dialog that makes one. */
export function ShareLinkButton({ target, variant = 'outline', className }: ShareLinkButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        <HandshakeIcon aria-hidden />
        {shareLinksMessages.shareLinks.action}
      </Button>
      <ShareLinkDialog target={target} open={open} onOpenChange={setOpen} />
    </>
  );
}

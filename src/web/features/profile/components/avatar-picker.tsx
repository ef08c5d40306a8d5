import { LIMITS } from '@shared/constants';
import { usersMessages } from '@shared/messages/users';
import type { SessionUser } from '@shared/schemas/user';
import { ImageFileInput } from '@web/components/image-file-input';
import { PendingButton } from '@web/components/pending-button';
import { Button } from '@web/components/ui/button';
import { UserAvatar } from '@web/components/user-avatar';
import { describeError } from '@web/lib/notify';
import { useObjectUrl } from '@web/lib/use-object-url';
import { ImageUpIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useUploadAvatar } from '../api/upload-avatar';
import { FormStatus } from './form-status';

/** Change photo: pick an image (image/*, up to 5 MB), see it, then save it for real. */
export function AvatarPicker({ user }: { user: SessionUser }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [pickError, setPickError] = useState<string | null>(null);
  const uploadMutation = useUploadAvatar();
  const pending = uploadMutation.isPending;

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    uploadMutation.reset();
    if (!picked) return;
    if (!picked.type.startsWith('image/')) return setPickError(usersMessages.profile.photoMustBeImage);
    if (picked.size > LIMITS.avatarMaxBytes) return setPickError(usersMessages.profile.photoTooLarge);
    setPickError(null);
    setFile(picked);
  };

  const save = () => {
    if (file) uploadMutation.mutate(file, { onSuccess: () => setFile(null) });
  };

  const error =
    pickError ??
    (uploadMutation.isError ? describeError(uploadMutation.error, usersMessages.profile.saveError) : null);

  return (
    <div className="grid gap-4">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <UserAvatar
          name={user.name}
          email={user.email}
          avatarUrl={preview ?? user.avatarUrl}
          className="size-20"
          fallbackClassName="text-2xl"
        />
        <div className="grid justify-items-center gap-2 sm:justify-items-start">
          <p className="font-medium text-sm">{usersMessages.profile.photo}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <ImageFileInput
              ref={inputRef}
              id={inputId}
              onChange={choose}
              disabled={pending}
              label={usersMessages.profile.choosePhoto}
            />
            <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={pending}>
              <ImageUpIcon aria-hidden />
              {usersMessages.profile.choosePhoto}
            </Button>
            {file ? (
              <PendingButton
                size="sm"
                onClick={save}
                pending={pending}
                pendingLabel={usersMessages.profile.savingPhoto}
              >
                {usersMessages.profile.savePhoto}
              </PendingButton>
            ) : null}
          </div>
          <p className="max-w-full break-all text-center text-muted-foreground text-xs sm:text-left">
            {file ? file.name : usersMessages.profile.photoHint}
          </p>
        </div>
      </div>
      <FormStatus
        error={error}
        success={uploadMutation.isSuccess ? usersMessages.profile.photoSaved : null}
      />
    </div>
  );
}

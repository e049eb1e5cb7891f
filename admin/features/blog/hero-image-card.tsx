import { useId } from 'react';
import { Button } from '#kit/ui/button';
import { ImageFileField } from '../../components/image-file-field';
import { m } from '../../i18n/paraglide/messages';
import type { PostForm } from './post-form';
import type { ImageUpload } from './use-image-upload';

/** The post's hero image: what it is now, a new one uploaded in its place, or none. */
export function HeroImageCard({ form, imageUrl, upload, onRemove }: { form: PostForm; imageUrl: string | null; upload: ImageUpload; onRemove: () => void }) {
  const id = useId();
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
      <p className="text-sm font-medium text-slate-700" id={`${id}-label`}>
        {m['blog.editor.hero']()}
      </p>
      <div className="aspect-[1200/630] overflow-hidden rounded-md bg-slate-100">
        {imageUrl ? <img src={imageUrl} alt={m['blog.editor.hero-alt']()} className="size-full object-cover" /> : <p className="flex h-full items-center justify-center text-xs text-slate-600">{m['blog.editor.no-image']()}</p>}
      </div>
      <ImageFileField
        id={id}
        name="heroImage"
        label={m['blog.editor.upload']()}
        hint={m['blog.editor.upload-hint']()}
        uploadingText={m['blog.editor.uploading']()}
        uploading={upload.uploading}
        error={upload.error ?? form.fieldError('heroImageId')}
        onFile={upload.onFile}
      />
      {form.watch('heroImageId') ? (
        <Button size="sm" onClick={onRemove}>
          {m['blog.editor.remove-image']()}
        </Button>
      ) : null}
    </div>
  );
}

import { useState, type ChangeEvent } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { checkImageFile, uploadImage, UploadError, type UploadedImage } from './upload-image';

/** An image upload: the file checked here, then uploaded; `onUploaded` takes the stored image, a refusal is `error`. */
export function useImageUpload({ onUploaded, uploadedText, failedText }: { onUploaded: (image: UploadedImage) => void; uploadedText: string; failedText: string }) {
  const toasts = useToast();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return setError(problem);
    setError(null);
    setUploading(true);
    try {
      onUploaded(await uploadImage(file));
      toasts.success(uploadedText);
    } catch (failure) {
      setError(failure instanceof UploadError ? failure.message : failedText);
    } finally {
      setUploading(false);
    }
  };
  return { uploading, error, onFile };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

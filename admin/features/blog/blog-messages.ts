export const BLOG_MESSAGES = {
  created: 'Post created',
  saved: 'Post saved',
  published: 'Post published',
  unpublished: 'Post unpublished',
  deleted: 'Post deleted',
  saveFailed: 'Failed to save post',
  deleteFailed: 'Failed to delete post',
  updateFailed: 'Failed to update post',
  previewFailed: 'Could not render the preview',
  imageType: 'The file must be a PNG, JPEG or WebP image',
  imageSize: 'Image must be at most 2 MB',
  uploadFailed: 'Upload failed; please try again',
  uploaded: 'Image uploaded',
} as const;

export const BLOG_CATEGORIES = ['Personal Loans', 'Credit Cards', 'Home Loans', 'Health Insurance', 'Mutual Funds'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

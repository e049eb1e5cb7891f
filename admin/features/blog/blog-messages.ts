import { m } from '../../i18n/paraglide/messages';

/** The Blog tab's toasts and the upload's own checks (catalogue area `blog`). */
export const BLOG_MESSAGES = {
  created: m['blog.created'](),
  saved: m['blog.saved'](),
  published: m['blog.published'](),
  unpublished: m['blog.unpublished'](),
  deleted: m['blog.deleted'](),
  saveFailed: m['blog.save-failed'](),
  deleteFailed: m['blog.delete-failed'](),
  updateFailed: m['blog.update-failed'](),
  imageType: m['blog.image-type'](),
  imageSize: m['blog.image-size'](),
  uploadFailed: m['blog.upload-failed'](),
  uploaded: m['blog.uploaded'](),
  imageEmpty: m['blog.image-empty'](),
} as const;

export const BLOG_CATEGORIES = ['Personal Loans', 'Credit Cards', 'Home Loans', 'Health Insurance', 'Mutual Funds'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

// What other features may use from the blog (the reward products' image, uploaded the same way);
// the rest is its own (lint enforces it).
export { useImageUpload, type ImageUpload } from './use-image-upload';

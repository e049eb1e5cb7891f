/** The blog's public face: the reward products' image is uploaded the same way. */
export { useImageUpload, type ImageUpload } from './use-image-upload';

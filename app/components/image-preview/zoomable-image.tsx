/**
 * Stand-in for the image-preview branch's ZoomableImage, with the same props, so
 * the software pages typecheck and render before the merge. The lead replaces
 * this file with the real component.
 */
export type PreviewImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
  srcSet?: string;
  sizes?: string;
};

type ZoomableImageProps = {
  image: PreviewImage;
  group?: PreviewImage[];
  className?: string;
  imgClassName?: string;
  loading?: "lazy" | "eager";
};

export function ZoomableImage({ image, className, imgClassName, loading }: ZoomableImageProps) {
  return (
    <button type="button" aria-label={`Enlarge: ${image.alt}`} className={className}>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        className={imgClassName}
      />
    </button>
  );
}

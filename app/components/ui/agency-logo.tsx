import { type Photo, variantUrl } from "#app/model/media/image-variants.ts";

/**
 * The agency's configured logo (docs/requirements.md §2 Header), named by the agency: the header draws it and the print
 * brochure's letterhead reuses the same files, already loaded.
 */
export function AgencyLogo({
  logo,
  name,
  className,
}: {
  logo: Photo;
  name: string;
  className: string;
}) {
  return (
    <img
      className={className}
      src={variantUrl(logo.key, 400, "webp")}
      srcSet={`${variantUrl(logo.key, 400, "webp")} 1x, ${variantUrl(logo.key, 800, "webp")} 2x`}
      width={logo.width}
      height={logo.height}
      alt={name}
    />
  );
}

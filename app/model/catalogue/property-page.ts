import type { PublicLocation } from "#app/domain/public-location.ts";
import type { VideoView } from "#app/domain/video.ts";
import type { Photo } from "#app/model/media/image-variants.ts";
import type { PlacesByLanguage, ProjectPlace, PropertyPlace } from "./listing-place.ts";
import type { LocalizedDetails, NeutralDetails } from "./property-details.ts";

// Shared by the repository that reads a property's page and the components that draw it.

/** What a property's page shows, in one language (docs/requirements.md §2 Property detail, first version). */
export interface PropertyPage {
  id: number;
  goal: "sale" | "rent";
  /** Its main type (docs/requirements.md §3 WebID 1 to 7). */
  webId: number;
  status: "available" | "option" | "sold" | "rented";
  title: string;
  /** The CRM's description as plain paragraphs, cleaned on the server (docs/requirements.md §5). */
  description: string[];
  city: string;
  zip: string;
  countryId: number;
  /** Street and number, only when the agency publishes the address. */
  street?: string | undefined;
  /** Where it is: moved a few hundred metres when the address is not public (ADR 012). */
  location?: PublicLocation | undefined;
  /** The day it came on the site (the CRM's creation date, else its first import), ISO yyyy-mm-dd. */
  listedOn: string;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  marqueeName?: string | undefined;
  epcValue: number | null;
  epcNotApplicable: boolean;
  epcLabelText?: string | undefined;
  bedrooms?: number | undefined;
  bathrooms?: number | undefined;
  surfaceLiving?: number | undefined;
  surfaceGround?: number | undefined;
  details: NeutralDetails;
  /** The CRM's texts of its details (heating, kitchen, flood zone...) in the page's language. */
  detailTexts: LocalizedDetails;
  photos: Photo[];
  /** Its videos and 3D tour (docs/requirements.md §5): only recognised links, and files stored on our server. */
  videos: VideoView[];
  project?: ProjectPlace | undefined;
  /** What this page's URL is made of, in each language the property has a text in. */
  places: PlacesByLanguage<PropertyPlace>;
}

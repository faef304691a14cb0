import type { Language } from "#app/i18n/languages.ts";
import type { Address, Catalogue, Media, ProjectEntity, PropertyEntity } from "./entities.ts";
import type {
  ProjectRecord,
  PropertyRecord,
  PropertyTypeRecord,
  SnapshotInput,
} from "./snapshot-schema.ts";

// The catalogue back in the CRM's shape: one record per entity and language, undefined fields left out.
// Importing the result gives the same catalogue (tested as a round trip).

export function catalogueToSnapshot(catalogue: Catalogue): SnapshotInput {
  return {
    propertyTypes: catalogue.propertyTypes.flatMap((type) =>
      entries(type.names).map(
        ([language, name]): PropertyTypeRecord => ({
          WebID: type.webId,
          language,
          Name: name,
          ShowOrder: type.showOrder,
          Sale: type.forSale,
          Rent: type.forRent,
        }),
      ),
    ),
    projects: catalogue.projects.flatMap(projectRecords),
    properties: catalogue.properties.flatMap(propertyRecords),
  };
}

function entries<T>(byLanguage: Partial<Record<Language, T>>): [Language, T][] {
  return Object.entries(byLanguage) as [Language, T][];
}

function addressFields(address: Address) {
  return {
    PublishAddress: address.publishAddress,
    Street: address.street,
    HouseNumber: address.houseNumber,
    BoxNr: address.boxNumber,
    Zip: address.zip,
    CountryID: address.countryId,
    Latitude: address.latitude,
    Longitude: address.longitude,
  };
}

function mediaFields(media: Media) {
  const [main] = media.pictures;
  return {
    SmallPictureItem: main,
    XLargePictureItem: main,
    Pictures: media.pictures,
    Documents: media.documents,
    Videos: media.videos,
    VirtualTour: media.virtualTour,
  };
}

function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

function propertyRecords(property: PropertyEntity): PropertyRecord[] {
  return entries(property.texts).map(([language, text]) =>
    withoutUndefined<PropertyRecord>({
      ID: property.id,
      language,
      Goal: property.goal === "sale" ? 0 : 1,
      Status: property.status,
      WebID: property.webId,
      WebIDs: property.extraWebIds.length
        ? [property.webId, ...property.extraWebIds].join(",")
        : undefined,
      MainTypeName: text.mainTypeName,
      TypeDescription: text.title,
      Description: text.description,
      Price: property.price,
      PublishPrice: property.publishPrice,
      PriceUnit: property.priceUnit,
      PriceUnitText: text.priceUnitText,
      Marquee: property.marquee,
      MarqueeName: text.marqueeName,
      EnergyPerformance: property.epcValue,
      EPCNotApplicable: property.epcNotApplicable,
      EPCLabelText: text.epcLabelText,
      BedRooms: property.bedrooms,
      BathRooms: property.bathrooms,
      SurfaceLiving: property.surfaceLiving,
      SurfaceGround: property.surfaceGround,
      ProjectID: property.projectId,
      ...addressFields(property.address),
      City: text.city,
      CountryName: text.countryName,
      ...mediaFields(property.media),
      CreatedAt: property.createdAt,
      UpdatedAt: property.updatedAt,
      ...property.details,
      ...text.details,
    }),
  );
}

function projectRecords(project: ProjectEntity): ProjectRecord[] {
  return entries(project.texts).map(([language, text]) =>
    withoutUndefined<ProjectRecord>({
      ID: project.id,
      language,
      Status: project.status,
      Goal: project.goal === undefined ? undefined : project.goal === "sale" ? 0 : 1,
      WebID: project.webId,
      Name: text.name,
      Description: text.description,
      ExternalWeb: project.externalUrl,
      PriceMin: project.priceMin,
      PriceMax: project.priceMax,
      ...addressFields(project.address),
      City: text.city,
      CountryName: text.countryName,
      ...mediaFields(project.media),
      CreatedAt: project.createdAt,
      UpdatedAt: project.updatedAt,
    }),
  );
}

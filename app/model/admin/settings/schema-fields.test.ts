import { describe, expect, it } from "vitest";
import { languages } from "#app/i18n/languages.ts";
import { adminSettings } from "#app/locales/en/admin-settings.ts";
import { siteConfigSchema } from "#app/model/config/site-config.ts";
import { starterSiteConfig } from "#app/model/config/starter-config.ts";
import { postedFields } from "#tests/support/settings-form.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { childPath, type SettingsField } from "./field-tree.ts";
import { readBody } from "./form-body.ts";
import { settingsFields } from "./schema-fields.ts";
import { groupSchema, type SettingsGroup, settingsGroups } from "./settings-groups.ts";

function posted(field: SettingsField): FormData {
  const form = new FormData();
  for (const [name, value] of postedFields(field)) form.append(name, value);
  return form;
}

const context = (group: SettingsGroup) => ({
  scope: group,
  texts: adminSettings,
  enabled: languages,
  errors: new Map<string, string[]>(),
});

function labels(field: SettingsField): string[] {
  const own = [field.label];
  if (field.kind === "group") return [...own, ...field.fields.flatMap(labels)];
  if (field.kind === "list") return [...own, ...field.items.flatMap(labels)];
  if (field.kind === "variant")
    return [...own, field.choice.label, ...field.fields.flatMap(labels)];
  if (field.kind === "keyed") return [...own, ...field.entries.flatMap((e) => labels(e.field))];
  return own;
}

describe("the settings form drawn from the schema", () => {
  const configs = {
    starter: starterSiteConfig,
    demo: siteConfigSchema.parse(testSiteConfig("Immo Lumière", "video")),
  };
  for (const [name, config] of Object.entries(configs))
    it(`posts back every group of the ${name} configuration unchanged`, () => {
      for (const group of settingsGroups) {
        const fields = settingsFields(
          groupSchema(group),
          config[group],
          context(group),
          adminSettings.groups[group].title,
        );
        const body = readBody(groupSchema(group), posted(fields));
        expect(groupSchema(group).parse(body), group).toEqual(config[group]);
      }
    });

  it("labels every field in words, never by its key", () => {
    const config = siteConfigSchema.parse(testSiteConfig("Immo Lumière", "video"));
    for (const group of settingsGroups) {
      const all = labels(
        settingsFields(
          groupSchema(group),
          config[group],
          context(group),
          adminSettings.groups[group].title,
        ),
      );
      for (const label of all) expect(label, group).toMatch(/^[A-Z]/);
    }
  });

  it("names fields by their path, with one input per enabled language", () => {
    const fields = settingsFields(
      groupSchema("topBar"),
      configs.demo.topBar,
      {
        ...context("topBar"),
        enabled: ["nl", "fr"],
      },
      "topBar",
    );
    const left = fields.kind === "group" ? fields.fields.find((f) => f.path === "left") : undefined;
    const first = left?.kind === "list" ? left.items[0] : undefined;
    const label =
      first?.kind === "group" ? first.fields.find((f) => f.path === "left.0.label") : undefined;
    expect(label?.kind === "group" && label.fields.map((f) => [f.path, f.kind])).toEqual([
      ["left.0.label.en", "hidden"],
      ["left.0.label.nl", "text"],
      ["left.0.label.fr", "text"],
      ["left.0.label.de", "hidden"],
    ]);
    expect(childPath("", 0)).toBe("0");
  });

  it("has the browser require a value only outside a group that may be left out", () => {
    const fields = settingsFields(
      groupSchema("agency"),
      starterSiteConfig.agency,
      context("agency"),
      "agency",
    );
    const required = (path: string) => {
      const find = (field: SettingsField): SettingsField | undefined =>
        field.path === path
          ? field
          : field.kind === "group"
            ? field.fields.map(find).find(Boolean)
            : undefined;
      const found = find(fields);
      return found && "required" in found ? found.required : undefined;
    };
    expect(required("name")).toBe(true);
    expect(required("icon")).toBe(false);
    expect(required("logoHeight")).toBeUndefined();
    expect(required("vatNumber")).toBe(false);
  });

  it("reads an optional group left empty as none, and a number typed wrong as typed", () => {
    const form = new FormData();
    form.append("tileUrl", " ");
    form.append("attribution", "");
    expect(readBody(groupSchema("map"), form)).toBeUndefined();
    const header = new FormData();
    header.append("logoHeight.top", "tall");
    header.append("showHomeItem", "on");
    expect(readBody(groupSchema("header"), header)).toEqual({
      logoHeight: { top: "tall" },
      showHomeItem: true,
      freeEvaluationButton: false,
    });
  });
});

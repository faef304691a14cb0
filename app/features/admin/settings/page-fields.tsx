import { useTranslation } from "react-i18next";
import {
  type FieldOption,
  itemsSuffix,
  type SettingsField,
} from "#app/model/admin/settings/field-tree.ts";
import { editValue } from "#app/model/admin/settings/form-edit.ts";
import { SettingsFieldView } from "./settings-fields.tsx";
import { SettingsFold } from "./settings-fold.tsx";
import { FieldNotes } from "./settings-leaf.tsx";
import { EditButton } from "./settings-set.tsx";

// Issue 27 "Pages and collections": a page's form: its own fields (the place in the menu after the
// visible-or-hidden choice), then its modules in order, each with its buttons to move it up or down
// or remove it, and the choice of a new module's type. Every button posts the whole form, which is
// saved as the draft with the change: no JavaScript needed. A module folds to a card with its kind and
// a line of what it shows; its buttons stay outside the fold, at hand while it is closed.

/** The page's own fields first, in the order an agency reads them. */
const order = ["name", "path", "status", "parent"];
const rank = (field: SettingsField) =>
  order.includes(field.path) ? order.indexOf(field.path) : order.length;

export function PageFields({
  root,
  moduleTypes,
}: {
  root: SettingsField;
  moduleTypes: FieldOption[];
}) {
  if (root.kind !== "group") return <SettingsFieldView field={root} root />;
  const own = root.fields
    .filter((field) => field.path !== "modules")
    .sort((a, b) => rank(a) - rank(b));
  const modules = root.fields.find((field) => field.path === "modules");
  return (
    <>
      {own.map((field) => (
        <SettingsFieldView key={field.path} field={field} />
      ))}
      {modules?.kind === "list" ? <PageModules field={modules} moduleTypes={moduleTypes} /> : null}
    </>
  );
}

function PageModules({
  field,
  moduleTypes,
}: {
  field: Extract<SettingsField, { kind: "list" }>;
  moduleTypes: FieldOption[];
}) {
  const { t } = useTranslation("adminPageEditor");
  const { items } = field;
  return (
    <section id="modules" className="page-modules-editor" aria-labelledby="modules-title">
      <h2 id="modules-title">{t("page.modules")}</h2>
      <p className="field__hint">{t("page.modulesIntro")}</p>
      <FieldNotes field={field} />
      <input type="hidden" name={`${field.path}${itemsSuffix}`} value={items.length} />
      {items.length === 0 ? <p>{t("page.noModules")}</p> : null}
      {items.map((item, i) => {
        const named = <span className="visually-hidden">: {item.label}</span>;
        return (
          <div key={`${item.path}:${item.label}`} className="settings-item">
            <SettingsFold field={item}>
              <SettingsFieldView field={item} folded />
            </SettingsFold>
            <div className="page-modules-editor__buttons">
              {i > 0 ? (
                <EditButton edit={editValue("up", item.path)}>
                  {t("page.moveUp")}
                  {named}
                </EditButton>
              ) : null}
              {i < items.length - 1 ? (
                <EditButton edit={editValue("down", item.path)}>
                  {t("page.moveDown")}
                  {named}
                </EditButton>
              ) : null}
              <EditButton edit={editValue("remove", item.path)}>
                {t("page.remove")}
                {named}
              </EditButton>
            </div>
          </div>
        );
      })}
      <div className="page-modules-editor__add">
        <div className="field">
          <label htmlFor="page-module-type">{t("page.moduleType")}</label>
          <select id="page-module-type" name="moduleType">
            {moduleTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <EditButton edit={editValue("add", field.path)}>{t("page.addModule")}</EditButton>
      </div>
    </section>
  );
}

import { useTranslation } from "react-i18next";
import { Field } from "#app/components/ui/form/field.tsx";
import type { FormView } from "#app/components/ui/form/form-view.ts";
import type { Language } from "#app/i18n/languages.ts";
import { altField } from "#app/model/admin/media-library.ts";

/** A photo's description in each language the site speaks (WCAG 1.1.1), one field per language. */
export function AltFields<Name extends string>({
  form,
  enabled,
  label,
  hint,
}: {
  form: FormView<Name | ReturnType<typeof altField>>;
  enabled: readonly Language[];
  label: string;
  hint: string;
}) {
  const { t } = useTranslation("adminMedia");
  return (
    <fieldset className="media-alt">
      <legend>{label}</legend>
      <p className="media-panel__intro">{hint}</p>
      {enabled.map((language) => (
        <Field
          key={language}
          {...form.field(altField(language))}
          label={t(`languages.${language}`)}
          lang={language}
        />
      ))}
    </fieldset>
  );
}

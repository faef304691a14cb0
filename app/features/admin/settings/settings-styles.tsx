import settingsStyles from "#app/styles/admin-settings.css?url";

/** The settings pages' stylesheet: loaded by their pages only (React hoists it into the head). */
export function SettingsStyles() {
  return <link rel="stylesheet" href={settingsStyles} precedence="desk" />;
}

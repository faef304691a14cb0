import { SettingsStyles } from "./settings-styles.tsx";

interface SettingsListProps {
  title: string;
  intro: string;
  headings: { group: string; state: string };
  groups: { key: string; title: string; intro: string; path: string; state: string[] }[];
}

/** Issue 27 "Settings": every group, what it holds, and where it stands. */
export function SettingsList({ title, intro, headings, groups }: SettingsListProps) {
  return (
    <div className="settings-page">
      <SettingsStyles />
      <h1>{title}</h1>
      <p className="settings-page__intro">{intro}</p>
      <ul className="settings-list" aria-label={headings.group}>
        {groups.map((group) => (
          <li key={group.key} className="settings-list__item">
            <a className="settings-list__link" href={group.path}>
              {group.title}
            </a>
            <p className="settings-list__intro">{group.intro}</p>
            <p className="settings-list__state">
              <span className="visually-hidden">{headings.state}: </span>
              {group.state.join(". ")}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

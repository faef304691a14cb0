import { useTranslation } from "react-i18next";
import { DeskBadge } from "#app/components/ui/desk-badge.tsx";
import type { DemandSearchItem } from "#app/model/people/register-view.ts";
import { EraseEntry } from "./erase-entry.tsx";
import { PeopleTable } from "./people-table.tsx";

export function DemandTable({ searches }: { searches: DemandSearchItem[] }) {
  const { t } = useTranslation("adminPeople");
  if (searches.length === 0) return <p>{t("list.empty")}</p>;
  return (
    <PeopleTable
      caption={t("demand.title")}
      columns={[
        t("demand.received"),
        t("demand.who"),
        t("demand.wanted"),
        t("demand.language"),
        t("demand.status"),
        t("demand.account"),
      ]}
      hiddenHeading={t("list.erase")}
    >
      {searches.map((search) => (
        <tr key={search.id}>
          <td className="people-table__date">{search.registeredAt}</td>
          <th scope="row">
            {search.name}
            <span className="people-table__sub">{search.email}</span>
          </th>
          <td className="people-table__wide">{search.wanted}</td>
          <td>{search.language.toUpperCase()}</td>
          <td>
            <DeskBadge tone={search.confirmed ? "good" : "warn"}>
              {t(`statuses.demand.${search.confirmed ? "confirmed" : "unconfirmed"}`)}
            </DeskBadge>
          </td>
          <td>{search.account ? t("demand.yes") : t("demand.no")}</td>
          <td>
            <EraseEntry id={search.id} who={search.email} />
          </td>
        </tr>
      ))}
    </PeopleTable>
  );
}

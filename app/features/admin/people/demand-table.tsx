import { useTranslation } from "react-i18next";
import type { DemandSearchItem } from "#app/model/people/register-view.ts";
import { EraseEntry } from "./erase-entry.tsx";

export function DemandTable({ searches }: { searches: DemandSearchItem[] }) {
  const { t } = useTranslation("adminPeople");
  if (searches.length === 0) return <p>{t("list.empty")}</p>;
  return (
    <div className="people-table__scroll">
      <table className="people-table">
        <caption className="visually-hidden">{t("demand.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("demand.received")}</th>
            <th scope="col">{t("demand.who")}</th>
            <th scope="col">{t("demand.wanted")}</th>
            <th scope="col">{t("demand.language")}</th>
            <th scope="col">{t("demand.status")}</th>
            <th scope="col">{t("demand.account")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("list.erase")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
                <span className={`people-badge people-badge--${search.confirmed ? "done" : "new"}`}>
                  {t(`statuses.demand.${search.confirmed ? "confirmed" : "unconfirmed"}`)}
                </span>
              </td>
              <td>{search.account ? t("demand.yes") : t("demand.no")}</td>
              <td>
                <EraseEntry id={search.id} who={search.email} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { pageSize } from "#app/model/people/register-filters.ts";
import { PeopleStyles } from "./people-styles.tsx";
import { type FilterValues, RegisterFilters } from "./register-filters.tsx";
import { RegisterPager, RegisterSummary } from "./register-pager.tsx";

// The demand register's and the newsletter's pages (docs/requirements.md §17): a title, what the list
// is, its filters, its count and exports, the table, its pages.

interface RegisterPageProps {
  title: string;
  intro: string;
  erased: boolean;
  filter: FilterValues & { page?: number | undefined };
  statuses: readonly { value: string; label: string }[];
  total: number;
  query: string;
  csvUrl: string;
  children: React.ReactNode;
}

export function RegisterPage(props: RegisterPageProps) {
  const { t } = useTranslation("adminPeople");
  const { title, intro, erased, filter, statuses, total, query, csvUrl, children } = props;
  return (
    <>
      <PeopleStyles />
      <h1>{title}</h1>
      <p className="people-intro">{intro}</p>
      {erased ? (
        <p className="desk-notice" role="status">
          {t("list.erased")}
        </p>
      ) : null}
      <RegisterFilters values={filter} statuses={statuses} />
      <RegisterSummary total={total} query={query} csvUrl={csvUrl} />
      {children}
      <RegisterPager total={total} page={filter.page ?? 1} pageSize={pageSize} query={query} />
    </>
  );
}

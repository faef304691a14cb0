import { useTranslation } from "react-i18next";
import { DeskPager } from "#app/components/ui/desk-pager.tsx";
import type { MailLogEntry, MailState } from "#app/model/admin/mail-log.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { MailFilters } from "./mail-filters.tsx";
import { MailLogTable } from "./mail-log-table.tsx";
import { OpsStyles } from "./ops-styles.tsx";
import { TestMailForm, type TestMailResult } from "./test-mail-form.tsx";

interface MailLogPageProps {
  title: string;
  filter: { state: MailState | undefined; kind: string | undefined };
  clearUrl: string;
  log: {
    entries: (MailLogEntry & { url: string })[];
    total: number;
    page: number;
    pages: number;
    kinds: string[];
  };
  previousUrl: string | undefined;
  nextUrl: string | undefined;
  testMail: {
    defaultTo: string;
    constraints: { to: InputConstraints };
    failure: FormFailure | undefined;
    result: TestMailResult | undefined;
  };
}

// The desk's mail log page (docs/requirements.md §17 "Mail log"): filters, the list, its pages, and the
// test mail form.
export function MailLogPage({
  title,
  filter,
  clearUrl,
  log,
  testMail,
  ...pages
}: MailLogPageProps) {
  const { t } = useTranslation("adminOps");
  return (
    <>
      <OpsStyles />
      <h1>{title}</h1>
      <p className="ops-intro">{t("mail.intro")}</p>
      <MailFilters {...filter} kinds={log.kinds} clearUrl={clearUrl} />
      <p className="ops-count">{t("mail.count", { count: log.total })}</p>
      {log.entries.length > 0 ? <MailLogTable entries={log.entries} /> : <p>{t("mail.none")}</p>}
      <DeskPager
        label={t("mail.pages")}
        current={t("mail.pageOf", { page: log.page, pages: log.pages })}
        previous={
          pages.previousUrl ? { href: pages.previousUrl, text: t("mail.previous") } : undefined
        }
        next={pages.nextUrl ? { href: pages.nextUrl, text: t("mail.next") } : undefined}
      />
      <TestMailForm {...testMail} />
    </>
  );
}

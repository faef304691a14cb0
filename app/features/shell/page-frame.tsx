import { useLanguage } from "#app/i18n/use-language.ts";
import type { Crumb, PageBannerView } from "#app/model/content/page-view.ts";
import { Breadcrumb } from "./breadcrumb.tsx";
import { PageBanner } from "./page-banner.tsx";

interface PageFrameProps {
  heading: string;
  banner?: PageBannerView | undefined;
  breadcrumb?: Crumb[] | undefined;
  children: React.ReactNode;
}

/** A non-home page: its banner (or a plain heading when the banner is off), breadcrumb, then content. */
export function PageFrame({ heading, banner, breadcrumb, children }: PageFrameProps) {
  const language = useLanguage();
  return (
    <>
      {banner ? <PageBanner banner={banner} heading={heading} /> : null}
      {breadcrumb ? <Breadcrumb crumbs={breadcrumb} language={language} /> : null}
      {banner ? null : (
        <div className="container page-heading">
          <h1>{heading}</h1>
        </div>
      )}
      <div className="page-content">{children}</div>
    </>
  );
}

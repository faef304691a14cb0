import type { LeadMailView } from "./mail-view.ts";

// A lead mail as mail programs read it (docs/requirements.md §14): one centred table 600 px wide, inline styles, web
// fonts left out, every colour set explicitly (dark modes invert what is left unset).

const font = "font-family:Georgia,'Times New Roman',serif;";
const sans = "font-family:'Helvetica Neue',Arial,sans-serif;";
const text = `${sans}font-size:15px;line-height:1.6;color:#1b1f23;`;

export function LeadMail({ view }: { view: LeadMailView }) {
  const { brand, property } = view;
  return (
    <html lang={view.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{brand.name}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: "#f4f1ec" }}>
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{view.preheader}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width={600}
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, width: "100%", backgroundColor: "#ffffff" }}
                >
                  <tbody>
                    <tr>
                      <td style={{ backgroundColor: brand.colour, padding: "20px 32px" }}>
                        {brand.logoUrl ? (
                          <img
                            src={brand.logoUrl}
                            alt={brand.name}
                            height={48}
                            style={{ display: "block", height: 48, width: "auto" }}
                          />
                        ) : (
                          <span style={cssOf(`${font}font-size:22px;color:${brand.onColour};`)}>
                            {brand.name}
                          </span>
                        )}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "32px 32px 8px" }}>
                        {view.greeting ? <p style={cssOf(text)}>{view.greeting}</p> : null}
                        {view.paragraphs.map((paragraph) => (
                          <p key={paragraph} style={cssOf(text)}>
                            {paragraph}
                          </p>
                        ))}
                      </td>
                    </tr>
                    {property ? (
                      <tr>
                        <td style={{ padding: "8px 32px" }}>
                          <a
                            href={property.url}
                            style={{ textDecoration: "none", color: "#1b1f23" }}
                          >
                            {property.photoUrl ? (
                              <img
                                src={property.photoUrl}
                                alt=""
                                width={536}
                                style={{ display: "block", width: "100%", height: "auto" }}
                              />
                            ) : null}
                            <span
                              style={cssOf(`${font}display:block;font-size:19px;margin-top:12px;`)}
                            >
                              {property.title}
                            </span>
                            {property.price ? (
                              <span
                                style={cssOf(
                                  `${sans}display:block;font-size:16px;font-weight:bold;color:${brand.colour};`,
                                )}
                              >
                                {property.price}
                              </span>
                            ) : null}
                          </a>
                        </td>
                      </tr>
                    ) : null}
                    {view.links?.length ? (
                      <tr>
                        <td style={{ padding: "8px 32px" }}>
                          {view.links.map((link) => (
                            <p key={link.url} style={cssOf(`${text}margin:0 0 8px;`)}>
                              <a
                                href={link.url}
                                style={{ color: brand.colour, fontWeight: "bold" }}
                              >
                                {link.label}
                              </a>
                            </p>
                          ))}
                        </td>
                      </tr>
                    ) : null}
                    <tr>
                      <td style={{ padding: "8px 32px 24px" }}>
                        <AnswerRows rows={view.rows} />
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "0 32px 32px" }}>
                        <Lines lines={view.closing} css={`${text}margin:0;`} />
                      </td>
                    </tr>
                    <tr>
                      <td style={{ backgroundColor: "#f9f7f3", padding: "20px 32px" }}>
                        <Lines
                          lines={brand.contactLines}
                          css={`${sans}font-size:13px;color:#5b6168;margin:0;`}
                        />
                        <p style={cssOf(`${sans}font-size:13px;margin:8px 0 0;`)}>
                          <a href={brand.siteUrl} style={{ color: brand.colour }}>
                            {view.visitSite}
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The visitor's answers, one row each: the label, then what they wrote. */
function AnswerRows({ rows }: { rows: LeadMailView["rows"] }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td
              style={cssOf(
                `${sans}font-size:13px;color:#5b6168;padding:6px 12px 6px 0;vertical-align:top;width:35%;border-top:1px solid #e6e1d8;`,
              )}
            >
              {row.label}
            </td>
            <td
              style={cssOf(
                `${text}padding:6px 0;white-space:pre-line;border-top:1px solid #e6e1d8;`,
              )}
            >
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Short lines, one paragraph each (a signature, the agency's address). */
function Lines({ lines, css }: { lines: string[]; css: string }) {
  return lines.map((line) => (
    <p key={line} style={cssOf(css)}>
      {line}
    </p>
  ));
}

/** A CSS declaration list as React's style object. */
function cssOf(css: string): React.CSSProperties {
  return Object.fromEntries(
    css
      .split(";")
      .filter(Boolean)
      .map((declaration) => {
        const [property = "", ...value] = declaration.split(":");
        return [
          property.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
          value.join(":").trim(),
        ];
      }),
  );
}

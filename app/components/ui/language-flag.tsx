import type { Language } from "#app/i18n/languages.ts";

// docs/requirements.md §2 Language switcher "shows code or flag": the flag usually shown for each language, drawn inline
// (nothing to download). Decorative: the link it sits in carries the language's name.

const tricolours: Partial<
  Record<Language, { vertical: boolean; colours: [string, string, string] }>
> = {
  fr: { vertical: true, colours: ["#002654", "#ffffff", "#ce1126"] },
  nl: { vertical: false, colours: ["#ae1c28", "#ffffff", "#21468b"] },
  de: { vertical: false, colours: ["#000000", "#dd0000", "#ffce00"] },
};

export function LanguageFlag({ language }: { language: Language }) {
  const tricolour = tricolours[language];
  return (
    <svg
      className="flag"
      viewBox="0 0 60 40"
      width="24"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {tricolour ? (
        tricolour.colours.map((colour, i) =>
          tricolour.vertical ? (
            <rect key={colour} x={i * 20} width="20" height="40" fill={colour} />
          ) : (
            <rect key={colour} y={(i * 40) / 3} width="60" height={40 / 3 + 0.5} fill={colour} />
          ),
        )
      ) : (
        // English: the Union flag, simplified to its crosses.
        <>
          <rect width="60" height="40" fill="#012169" />
          <path d="M0 0L60 40M60 0L0 40" stroke="#ffffff" strokeWidth="8" />
          <path d="M0 0L60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
          <path d="M30 0V40M0 20H60" stroke="#ffffff" strokeWidth="12" />
          <path d="M30 0V40M0 20H60" stroke="#c8102e" strokeWidth="7" />
        </>
      )}
    </svg>
  );
}

// docs/requirements.md §15 "forgotten password": a new password is long enough and not one of the passwords people
// use most (a short list of the most common ones, in the four languages' habits; checked lower-case,
// spaces aside), nor the owner's own e-mail or username.

export const minimumPasswordLength = 12;

const common = new Set([
  "123456789012",
  "1234567890123",
  "qwertyuiop12",
  "azertyuiop12",
  "qwertzuiop12",
  "password1234",
  "passwordpassword",
  "motdepasse123",
  "motdepasse1234",
  "wachtwoord123",
  "wachtwoord1234",
  "passwort1234",
  "passwort12345",
  "iloveyou1234",
  "letmein12345",
  "welcome12345",
  "bienvenue123",
  "bienvenue1234",
  "welkom123456",
  "willkommen123",
  "administrator",
  "administrateur",
  "azertyazerty",
  "qwertyqwerty",
  "000000000000",
  "111111111111",
  "123123123123",
  "abcdefghijkl",
  "abc123abc123",
  "football1234",
  "soleil123456",
  "belgique1234",
  "belgie123456",
  "bruxelles123",
  "brussel12345",
  "antwerpen123",
  "luxembourg12",
  "immobilier12",
  "eigenaar1234",
  "proprietaire",
  "changeme1234",
  "trustno11234",
  "sunshine1234",
  "princess1234",
  "dragon123456",
  "monkey123456",
]);

export type PasswordProblem = "short" | "common";

export function passwordProblem(
  password: string,
  owner: { email: string; username?: string | null | undefined },
): PasswordProblem | undefined {
  if (password.length < minimumPasswordLength) return "short";
  const plain = password.toLowerCase().replace(/\s+/g, "");
  const own = [owner.email, owner.email.split("@")[0] ?? "", owner.username ?? ""].map((v) =>
    v.toLowerCase(),
  );
  if (common.has(plain) || own.includes(plain)) return "common";
  // One character repeated, or a run like "abcdef..." / "123456...": as easy to guess.
  if (/^(.)\1+$/.test(plain) || "0123456789012345678901234567890".includes(plain)) return "common";
  if ("abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz".includes(plain)) return "common";
  return undefined;
}
